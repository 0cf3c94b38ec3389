import { useLayoutEffect } from 'react';
import { keepServedFirstCard } from '../../lib/served-first-card';

/** The id of the shell the server sends in index.html (header, page area, footer). */
const SHELL_ID = 'shell';

const textOf = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The app's element in the place of `focused`, an element of the shell: the first one outside
 * the shell of the same kind, with the same address and name (a header link, a filter button).
 */
function counterpartOf(focused: Element, shell: Element): HTMLElement | null {
  for (const element of document.getElementsByTagName(focused.tagName)) {
    if (
      element instanceof HTMLElement &&
      !shell.contains(element) &&
      element.getAttribute('href') === focused.getAttribute('href') &&
      element.getAttribute('aria-label') === focused.getAttribute('aria-label') &&
      textOf(element) === textOf(focused)
    ) {
      return element;
    }
  }
  return null;
}

/**
 * Removes the server's shell (index.html) once the app draws its own frame: in a layout effect,
 * so the same paint that shows the app's layout no longer shows the shell, and nothing flashes.
 * A reader who tabbed into the shell before the app drew keeps their place: focus moves to the
 * app's copy of the element, instead of falling back to the page's start. What the served page
 * drew of the page's content (a board's first card, the inspiration list's first cover, an
 * article's cover) is kept for the page to hold until its own arrives (lib/served-first-card.ts).
 */
export function useReplaceServerShell(): void {
  useLayoutEffect(() => {
    const shell = document.getElementById(SHELL_ID);
    if (!shell) return;
    const focused = document.activeElement;
    const carried = focused && shell.contains(focused) ? counterpartOf(focused, shell) : null;
    keepServedFirstCard(shell);
    shell.remove();
    carried?.focus();
  }, []);
}
