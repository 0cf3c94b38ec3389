import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale, readsIn, textDirection } from './locales';

describe('matchLocale', () => {
  it('takes the highest-weighted language we speak, regions folded into their language', () => {
    expect(matchLocale('de-DE, fr-CA;q=0.8, es;q=0.9')).toBe('es');
    expect(matchLocale('sw-KE')).toBe('sw');
    expect(matchLocale(['pt-BR', 'ar-EG', 'en'])).toBe('ar');
  });

  it('keeps the header order between equal weights and ignores refused languages', () => {
    expect(matchLocale('fr, es')).toBe('fr');
    expect(matchLocale('fr;q=0, es;q=0.1')).toBe('es');
  });

  it('answers null when nothing matches or nothing is asked', () => {
    expect(matchLocale('de, ja;q=0.5')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
    expect(matchLocale('*')).toBeNull();
  });
});

describe('negotiateLocale', () => {
  it('prefers the member, then the stored choice, then the browser, then English', () => {
    const browser = 'fr-FR,fr;q=0.9';
    expect(negotiateLocale({ member: 'ar', stored: 'es', browser })).toBe('ar');
    expect(negotiateLocale({ member: null, stored: 'es', browser })).toBe('es');
    expect(negotiateLocale({ stored: 'klingon', browser })).toBe('fr');
    expect(negotiateLocale({ browser: 'de' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });
});

describe('textDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('sw')).toBe('ltr');
  });
});

describe('readsIn', () => {
  it('reads a content language in the interface language of its primary subtag', () => {
    expect(readsIn('en', 'en')).toBe(true);
    expect(readsIn('AR', 'ar')).toBe(true);
    expect(readsIn('pt-BR', 'en')).toBe(false);
    expect(readsIn('es_MX', 'es')).toBe(true);
    expect(readsIn('es', 'en')).toBe(false);
  });
});
