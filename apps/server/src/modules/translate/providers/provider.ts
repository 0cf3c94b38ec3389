/** How a text is written: plain text (posts, comments, messages) or HTML (article bodies). */
export type TextFormat = 'text' | 'html';

/** What a provider answers: the translations in the order of the texts, and what it detected. */
export interface ProviderResult {
  texts: string[];
  /** The source language the provider found (ISO 639-1) when it was asked to detect it. */
  detected: string | undefined;
}

/**
 * A machine-translation service (issue 17). Every provider sits behind this one interface, so
 * the service neither knows nor cares which one answers.
 */
export interface Translator {
  /** The provider's name, for logs. */
  readonly name: string;
  /**
   * Translates `texts` from `source` (ISO 639-1, or null to let the provider detect it) into
   * `target`. Throws a `TranslationFailed` when the provider fails or answers nonsense.
   */
  translate(
    texts: string[],
    source: string | null,
    target: string,
    format: TextFormat,
  ): Promise<ProviderResult>;
}

/** A provider that did not translate: unreachable, refused the request or answered nonsense. */
export class TranslationFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationFailed';
  }
}
