import { useLayoutEffect } from 'react';

/** The id of the shell the server sends in index.html (header, page area, footer). */
const SHELL_ID = 'shell';

/**
 * Removes the server's shell (index.html) once the app draws its own frame: in a layout effect,
 * so the same paint that shows the app's layout no longer shows the shell, and nothing flashes.
 */
export function useReplaceServerShell(): void {
  useLayoutEffect(() => {
    document.getElementById(SHELL_ID)?.remove();
  }, []);
}
