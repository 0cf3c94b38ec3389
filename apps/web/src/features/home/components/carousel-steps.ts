/** How the home carousel moves, apart from drawing it (featured-carousel.tsx). */

/**
 * The slide `step` away from `index` among `count`, rewinding: next on the last slide goes back
 * to the first, previous on the first to the last, so autoplay goes round for good.
 */
export function turned(index: number, step: 1 | -1, count: number): number {
  return count > 0 ? (index + step + count) % count : 0;
}

/** The shortest sideways swipe that turns the carousel, in CSS pixels. */
export const SWIPE_MIN_PX = 40;

/**
 * Where a finger's swipe turns the carousel: to the next slide when it moved against the reading
 * direction (right to left in English, left to right in Arabic), to the previous one along it,
 * or nowhere when it was short or more up and down than sideways (the page scrolled).
 */
export function swipeStep(dx: number, dy: number, dir: 'ltr' | 'rtl'): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
