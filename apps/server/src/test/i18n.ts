import type { MessageValues, Translatable } from '@one-world/i18n';
import { translatorFor } from '../lib/i18n';

/** A catalog text in English, as the API answers a request that asks for no other language. */
export function english(message: Translatable, values?: MessageValues): string {
  return translatorFor('en').t(message, values);
}
