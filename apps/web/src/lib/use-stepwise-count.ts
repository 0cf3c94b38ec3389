import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw when the items arrive after the list's page first
 * drew (a board's first page, fetched while a spinner shows): `step` in the render that shows
 * them, `step` more in each task after, and every item from then on. Drawn at once, a page of
 * post cards was one of the longest tasks of a board's first load (issue 12, Lighthouse's
 * blocking time); in steps, the browser can paint and answer input in between. Items that are
 * already there when the list first draws (cached, e.g. back to a board) are drawn at once, so a
 * restored scroll position finds the page whole.
 */
export function useStepwiseCount(total: number, step: number): number {
  const [limit, setLimit] = useState(() => (total > 0 ? Number.POSITIVE_INFINITY : step));
  useEffect(() => {
    if (limit < total) setLimit(nextLimit(limit, total, step));
  }, [limit, total, step]);
  return Math.min(total, limit);
}

/** The next step's limit: `step` more, or every item (for good) once that reaches the end. */
export const nextLimit = (limit: number, total: number, step: number): number =>
  limit + step >= total ? Number.POSITIVE_INFINITY : limit + step;
