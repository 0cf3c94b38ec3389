import { describe, expect, it } from 'vitest';
import { readSearchParams } from './search-params';

describe('readSearchParams', () => {
  it('reads the trimmed words and known filters', () => {
    expect(
      readSearchParams(new URLSearchParams('q=%20solar%20wells%20&category=Climate&region=Africa')),
    ).toEqual({
      q: 'solar wells',
      category: 'Climate',
      region: 'Africa',
    });
  });

  it('leaves out what is missing or unknown', () => {
    expect(readSearchParams(new URLSearchParams('category=Gardening&region=atlantis'))).toEqual({
      q: '',
      category: null,
      region: null,
    });
  });
});
