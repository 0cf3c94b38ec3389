/**
 * Reads Intl's locale data for the language the worker is named after, off the page's main
 * thread (`formatterDataAside`), says so and ends. Chromium keeps that data for the whole
 * renderer process, workers included, so the page's own formatters then find it read.
 */
import { formatterDataSteps } from './formatter-data';

for (const step of formatterDataSteps) step(self.name);
self.postMessage(null);
self.close();
