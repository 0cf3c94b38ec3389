import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities';

describe('decodeEntities', () => {
  it('decodes the quotes and apostrophes the trivia format uses', () => {
    expect(decodeEntities('Who said &quot;I&#039;ll be back&quot;?')).toBe(
      'Who said "I\'ll be back"?',
    );
    expect(decodeEntities('Pel&eacute; &amp; Beckenbauer&#x27;s era')).toBe(
      "Pelé & Beckenbauer's era",
    );
  });

  it('leaves markup as text to show, never to parse', () => {
    expect(decodeEntities('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
    expect(decodeEntities('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps unknown or impossible entities as written', () => {
    expect(decodeEntities('&madeup; &#0; &#x110000; & plain')).toBe(
      '&madeup; &#0; &#x110000; & plain',
    );
  });
});
