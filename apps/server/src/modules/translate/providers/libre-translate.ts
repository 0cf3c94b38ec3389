import {
  type ProviderResult,
  type TextFormat,
  TranslationFailed,
  type Translator,
} from './provider';

/** How long a translation may take before the request is answered 502. */
const TIMEOUT_MS = 15_000;

interface LibreTranslateAnswer {
  translatedText?: unknown;
  detectedLanguage?: unknown;
}

/** The language a LibreTranslate answer detected (one object, or one per text). */
function detectedOf(answer: LibreTranslateAnswer): string | undefined {
  const first = Array.isArray(answer.detectedLanguage)
    ? answer.detectedLanguage[0]
    : answer.detectedLanguage;
  const language = (first as { language?: unknown } | undefined)?.language;
  return typeof language === 'string' && language ? language : undefined;
}

/**
 * Any LibreTranslate-compatible server (LibreTranslate itself, or one of the services speaking
 * its API): `POST {url}/translate` with `q` (the texts), `source` ("auto" to detect), `target`,
 * `format` and `api_key`.
 */
export function libreTranslate(settings: { url: string; apiKey: string | undefined }): Translator {
  const endpoint = `${settings.url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate(
      texts: string[],
      source: string | null,
      target: string,
      format: TextFormat,
    ): Promise<ProviderResult> {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: source ?? 'auto',
            target,
            format,
            ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new TranslationFailed('the translation server is unreachable', { cause: err });
      }
      const body = await response.text();
      if (!response.ok) {
        throw new TranslationFailed(
          `the translation server answered ${response.status}: ${body.slice(0, 200)}`,
        );
      }
      let answer: LibreTranslateAnswer;
      try {
        answer = JSON.parse(body) as LibreTranslateAnswer;
      } catch (err) {
        throw new TranslationFailed('the translation server answered no JSON', { cause: err });
      }
      const translated = answer.translatedText;
      if (
        !Array.isArray(translated) ||
        translated.length !== texts.length ||
        !translated.every((t): t is string => typeof t === 'string')
      ) {
        throw new TranslationFailed('the translation server answered no translations');
      }
      return { texts: translated, detected: source ? undefined : detectedOf(answer) };
    },
  };
}
