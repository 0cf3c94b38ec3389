/** The longest the app waits for the browser to show the served page before it draws anyway. */
const LONGEST_WAIT_MS = 500;

/**
 * Resolves once the browser has shown the page the server sent (index.html's shell and, on some
 * routes, the page's first screen): at its first contentful paint, at once when that is already
 * past, when the tab is hidden (a background tab paints nothing until shown) or when the browser
 * does not report paints.
 *
 * The app draws its layout in place of the served one. Drawn before the browser has shown the
 * served page, the app removes elements that were painted but not yet presented, and the page's
 * largest paint (the served introduction, on "/") becomes the app's copy of it, after every
 * script has run; drawn after, the largest paint is the served page's, as the reader sees it.
 */
export function servedPageShown(): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, LONGEST_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
