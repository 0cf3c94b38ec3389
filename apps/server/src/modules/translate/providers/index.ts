import type { TranslationSettings } from '../../../config';
import { deeplTranslate } from './deepl';
import { libreTranslate } from './libre-translate';
import type { Translator } from './provider';

export type { ProviderResult, TextFormat, Translator } from './provider';
export { TranslationFailed } from './provider';

/**
 * The provider the settings name: DeepL when its key is set, else the LibreTranslate-compatible
 * server; null when neither is configured (translation is then unavailable).
 */
export function translatorOf(settings: TranslationSettings): Translator | null {
  if (settings.deepl) return deeplTranslate(settings.deepl);
  if (settings.libreTranslate) return libreTranslate(settings.libreTranslate);
  return null;
}
