import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
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

// Drawn once the served page is on screen (servedPageShown says why), in a task after the one
// that loads the formatters' locale data: two shorter tasks instead of one long one.
void servedPageShown()
  .then(() => {
    loadFormatterData(document.documentElement.lang);
    return nextTask();
  })
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
