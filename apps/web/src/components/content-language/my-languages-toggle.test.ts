import { describe, expect, it } from 'vitest';
import { parseLanguagesParam } from './my-languages-toggle';

describe('parseLanguagesParam', () => {
  it('reads the content languages of a board address', () => {
    expect(parseLanguagesParam('en,es')).toEqual(['en', 'es']);
    expect(parseLanguagesParam(' fr , sw ,fr')).toEqual(['fr', 'sw']);
  });

  it('is null (no filter) without a parameter or with nothing valid in it', () => {
    expect(parseLanguagesParam(null)).toBeNull();
    expect(parseLanguagesParam('')).toBeNull();
    expect(parseLanguagesParam('xx,klingon')).toBeNull();
  });

  it('drops unknown codes and keeps the rest', () => {
    expect(parseLanguagesParam('en,xx')).toEqual(['en']);
  });
});
