import type * as deepl from 'deepl-node';
import {
  type ProviderResult,
  type TextFormat,
  TranslationFailed,
  type Translator,
} from './provider';

/**
 * DeepL's names for a target language: English must say which (DeepL refuses a bare "en" as a
 * target); every other interface language is its ISO code.
 */
function targetOf(target: string): deepl.TargetLanguageCode {
  return (target === 'en' ? 'en-US' : target) as deepl.TargetLanguageCode;
}

/**
 * DeepL through its official SDK. `serverUrl` points it elsewhere than DeepL's own API (a local
 * fake in tests); without it the SDK picks the free or paid API from the key.
 */
export function deeplTranslate(settings: {
  authKey: string;
  serverUrl: string | undefined;
}): Translator {
  // The SDK is loaded at the first translation, not at start-up (about a quarter of a second).
  let client: Promise<deepl.Translator> | undefined;
  const clientOf = () =>
    (client ??= import('deepl-node').then(
      ({ Translator }) =>
        new Translator(settings.authKey, {
          ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
          maxRetries: 1,
          minTimeout: 10_000,
        }),
    ));
  return {
    name: 'deepl',
    async translate(
      texts: string[],
      _source: string | null,
      target: string,
      format: TextFormat,
    ): Promise<ProviderResult> {
      try {
        // DeepL detects the source itself, and refuses some of the languages members write in
        // (Kinyarwanda, Somali…) when they are named: they are left to its detection.
        const results = await (await clientOf()).translateText(
          texts,
          null,
          targetOf(target),
          format === 'html' ? { tagHandling: 'html' } : {},
        );
        return {
          texts: results.map((result) => result.text),
          detected: results[0]?.detectedSourceLang,
        };
      } catch (err) {
        throw new TranslationFailed(
          `DeepL did not translate: ${err instanceof Error ? err.message : String(err)}`,
          { cause: err },
        );
      }
    },
  };
}
