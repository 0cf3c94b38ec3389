import { useEffect, useState } from 'react';

/**
 * What a page's served first screen drew of its content (issue 12), marked
 * `data-shell-first-card="/path"` in the shell: a board's newest post (the server's
 * `boardFirstScreen`), the inspiration list's first cover or an article's cover (index.html's
 * templates, whose path the server writes in). The app's layout removes the shell as it draws
 * (app/layout/server-shell.ts) and keeps that element here, so the page can hold it where its
 * content goes until the content arrives, instead of a spinner: the page's largest paint stays
 * on screen and nothing flashes.
 */
const FIRST_CARD = '[data-shell-first-card]';

let kept: Element | null = null;

/** Keeps the served first card of `shell`, the served page about to be removed. */
export function keepServedFirstCard(shell: ParentNode): void {
  kept = shell.querySelector(FIRST_CARD);
}

/**
 * The served first card's content for the page at `path`, or null: from the shell while it is
 * on screen, else as kept when it went.
 */
function servedFirstCard(path: string): Element | null {
  const card = kept ?? document.querySelector(`#shell ${FIRST_CARD}`);
  return card?.getAttribute('data-shell-first-card') === path ? card.firstElementChild : null;
}

/**
 * The served first card of the page at `path` while its content is `loading`, then null for
 * good: the card is forgotten once the page has drawn its own (it would be stale later).
 */
export function useServedFirstCard(path: string, loading: boolean): Element | null {
  const [served, setServed] = useState(() => servedFirstCard(path));
  useEffect(() => {
    if (loading) return;
    kept = null;
    setServed(null);
  }, [loading]);
  return served;
}
