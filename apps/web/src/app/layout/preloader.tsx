import { TIMINGS } from '@one-world/contract';
import { useLayoutEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';

/**
 * The full-screen loader of the first paint, gone after TIMINGS.preloaderMs (SPEC §9). Hidden
 * from screen readers: it is decoration that lasts a tenth of a second.
 */
export function Preloader() {
  const [visible, setVisible] = useState(true);
  // Counted from the commit that drew it (a layout effect), not from an effect a task later.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setVisible(false), TIMINGS.preloaderMs);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="preloader"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-white"
    >
      <img src="/images/logo.svg" alt="" className="size-16" />
      <Spinner size="lg" />
    </div>
  );
}
