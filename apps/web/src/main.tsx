import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadFormatterData } from './lib/i18n';
import { servedPageShown } from './lib/served-page-shown';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Resolves in a task of its own (a message, which a paused or faked clock does not hold up). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// The work before the first render in tasks of their own, so that none is long (a phone's main
// thread stays free for the reader in between): the router, in a task after the one that ran the
// scripts; once the served page is on screen (servedPageShown says why), the formatters' locale
// data (in steps of their own); then, in the next task, the first render.
void Promise.all([nextTask().then(createAppRouter), servedPageShown()]).then(async ([router]) => {
  await loadFormatterData(document.documentElement.lang, nextTask);
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
