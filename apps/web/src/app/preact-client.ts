import { options } from 'preact';

export { createRoot } from 'preact/compat/client';

/**
 * What `react-dom/client` resolves to in the production build, which renders with Preact (see
 * vite.config.ts). Preact runs effects after the next animation frame; React runs them in a task
 * right after the commit. The app starts work in effects (the interface language's catalog is
 * loaded from one before anything is drawn), so they run as React's do, without waiting for a
 * frame: none is lost before the first paint, and a page whose frames are held (a background tab,
 * a test's paused clock) starts at once.
 */
const effects = new MessageChannel();
let pending: (() => void)[] = [];
effects.port1.onmessage = () => {
  const due = pending;
  pending = [];
  for (const flush of due) flush();
};
options.requestAnimationFrame = (flush) => {
  pending.push(flush);
  if (pending.length === 1) effects.port2.postMessage(null);
};
