import { describe, expect, it } from 'vitest';
import { languageName, offersTranslation, translationLabel } from './offer';

describe('offersTranslation', () => {
  it('offers a known language other than the reader’s, when translation is available', () => {
    expect(offersTranslation('es', 'en', true)).toBe(true);
    expect(offersTranslation('pt-BR', 'en', true)).toBe(true);
  });

  it('offers nothing for the reader’s own language, an unknown one, or without a provider', () => {
    expect(offersTranslation('en', 'en', true)).toBe(false);
    expect(offersTranslation('AR', 'ar', true)).toBe(false);
    expect(offersTranslation(null, 'en', true)).toBe(false);
    expect(offersTranslation(undefined, 'fr', true)).toBe(false);
    expect(offersTranslation('es', 'en', false)).toBe(false);
  });
});

describe('languageName and translationLabel', () => {
  it('names the source language in the reader’s language', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('es', 'fr')).toBe('espagnol');
    expect(languageName('sw', 'ar')).toBe('السواحلية');
    expect(translationLabel('fr', 'en')).toEqual({
      id: 'translate.translatedFrom',
      values: { language: 'French' },
    });
  });

  it('says only "translated" when the source could not be told', () => {
    expect(languageName('und', 'en')).toBeNull();
    expect(languageName('', 'en')).toBeNull();
    expect(translationLabel('und', 'es')).toEqual({ id: 'translate.translated' });
  });
});
