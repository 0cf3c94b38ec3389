/**
 * The first post card of a board's served first screen (the server's `boardFirstScreen`, issue
 * 12): `<li data-shell-first-card="/Climate/Africa">` in the shell. The app's layout removes the
 * shell as it draws (app/layout/server-shell.ts) and keeps the card here, so the board page can
 * hold it in the list's place until its own cards arrive, instead of a spinner: the page's
 * largest paint stays on screen and nothing flashes.
 */
const FIRST_CARD = '[data-shell-first-card]';

let kept: Element | null = null;

/** Keeps the served first card of `shell`, the served page about to be removed. */
export function keepServedFirstCard(shell: ParentNode): void {
  kept = shell.querySelector(FIRST_CARD);
}

/**
 * The served first card's content for the board at `path`, or null: from the shell while it is
 * on screen, else as kept when it went.
 */
export function servedFirstCard(path: string): Element | null {
  const card = kept ?? document.querySelector(`#shell ${FIRST_CARD}`);
  return card?.getAttribute('data-shell-first-card') === path ? card.firstElementChild : null;
}

/** Forgets the served card once the board has drawn its own (it would be stale later on). */
export function forgetServedFirstCard(): void {
  kept = null;
}
