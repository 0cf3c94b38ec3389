import { useNavigation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';

/**
 * Shown while a route's code loads: a bar at the top at once, and an announced spinner that
 * fades in only if the wait is noticeable.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <>
      <div
        aria-hidden="true"
        className="fixed inset-x-0 top-0 z-[60] h-0.5 origin-left rtl:origin-right animate-[ow-progress_1.2s_ease-out_forwards] bg-brand-500"
      />
      <div className="pointer-events-none fixed inset-x-0 top-24 z-[60] flex justify-center">
        <Spinner className="animate-[ow-fade-in_200ms_ease-in_250ms_both] rounded-full bg-white p-2 shadow-md" />
      </div>
    </>
  );
}
