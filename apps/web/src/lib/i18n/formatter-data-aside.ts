/**
 * Intl's locale data, read in a worker while the page loads (docs/ARCHITECTURE.md, "Web: first
 * paint from the served HTML"). Its first use costs Chromium 60–140 ms of a slow host's main
 * thread, four times that on a phone (docs/BENCHMARKS.md, 2 Dec); Chromium keeps the data for
 * the renderer process, workers included, so a worker can read it for the page. The build loads
 * this module with a script of its own at the top of index.html (build/formatter-data-first.ts),
 * so the worker starts before the stylesheet and the app's scripts have arrived; the app imports
 * the same module and waits for the worker before its formatters' first use (main.tsx).
 */
export const formatterDataAside = new Promise<void>((resolve) => {
  if (typeof Worker === 'undefined') {
    resolve();
    return;
  }
  const worker = new Worker(new URL('./formatter-data.worker.ts', import.meta.url), {
    type: 'module',
    name: document.documentElement.lang,
  });
  // A worker the browser refuses leaves the reading to the main thread (`loadFormatterData`).
  worker.onmessage = () => resolve();
  worker.onerror = () => resolve();
});
