import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, routerReady } from './app/router';
import { loadFormatterData } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { servedPageShown } from './lib/served-page-shown';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The work before the first render in tasks of their own, so that none is long (a phone's main
// thread stays free for the reader in between): the router, in a task after the one that ran the
// scripts; once the served page is on screen (servedPageShown says why) and the worker reading
// Intl's locale data aside is done (formatterDataAside), the formatters' first use, in steps of
// their own; then, once the router has the page's module (routerReady), in the next task, the
// first render.
void Promise.all([nextTask().then(createAppRouter), servedPageShown()]).then(async ([router]) => {
  await (await import('./lib/i18n/formatter-data-aside')).formatterDataAside;
  await loadFormatterData(document.documentElement.lang);
  await routerReady(router);
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
