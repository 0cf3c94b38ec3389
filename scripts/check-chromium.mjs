// Exits 1 with install instructions when the Chromium the end-to-end tests drive is missing.
import { requireChromium } from './lib.mjs';

requireChromium();
