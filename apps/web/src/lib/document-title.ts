import { useLayoutEffect } from 'react';

/**
 * The document title: the layout's default, and a page's own title over it while the page is
 * shown. Kept here rather than in a `<title>` element, which React 19 would hoist into `<head>`
 * but Preact (the production build's renderer, see vite.config.ts) leaves in the page.
 */
const pageTitles: { title: string }[] = [];
let defaultTitle: string | null = null;

function showTitle(): void {
  const title = pageTitles.at(-1)?.title ?? defaultTitle;
  if (title !== null) document.title = title;
}

/** The layout's title, shown when the page sets none. */
export function useDefaultDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    defaultTitle = title;
    showTitle();
  }, [title]);
}

/** A page's own title, shown while it is mounted. */
export function DocumentTitle({ title }: { title: string }): null {
  useLayoutEffect(() => {
    const entry = { title };
    pageTitles.push(entry);
    showTitle();
    return () => {
      pageTitles.splice(pageTitles.indexOf(entry), 1);
      showTitle();
    };
  }, [title]);
  return null;
}
