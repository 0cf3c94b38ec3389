import { type RefObject, useEffectEvent, useLayoutEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `active`, calls `onDismiss` on Escape or on a pointer press outside every element in
 * `refs` (list the toggle button too, or its press would close and reopen). It listens from the
 * commit that made it active (a layout effect): an effect runs a task later, and a press in
 * between was lost (a CI run's press on the phone drawer's backdrop, e2e/shell.spec.ts).
 */
export function useDismiss(
  active: boolean,
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  const isInside = useEffectEvent((target: Node) =>
    refs.some((ref) => ref.current?.contains(target)),
  );

  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !isInside(event.target)) dismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active]);
}

/**
 * useDismiss for a disclosure: a toggle button and what it shows, both inside one container.
 * Closes it, and on Escape hands focus back to the button when focus was inside.
 */
export function useDisclosureDismiss<C extends HTMLElement>(
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, [containerRef], (reason) => {
    const focusInside = containerRef.current?.contains(document.activeElement);
    onOpenChange(false);
    if (reason === 'escape' && focusInside) buttonRef.current?.focus();
  });
  return { containerRef, buttonRef };
}
