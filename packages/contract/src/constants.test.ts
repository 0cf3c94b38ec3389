import { describe, expect, it } from 'vitest';
import { CATEGORIES, REGIONS, regionLabel } from './constants';

describe('regionLabel', () => {
  it('labels Asia as Asia/Oceania under every topic but Policy', () => {
    for (const category of CATEGORIES.filter((name) => name !== 'Policy')) {
      expect(regionLabel('Asia', category)).toBe('Asia/Oceania');
    }
    expect(regionLabel('Asia')).toBe('Asia/Oceania');
  });

  it('labels Asia as plain Asia under Policy', () => {
    expect(regionLabel('Asia', 'Policy')).toBe('Asia');
  });

  it('spells out the other regions the same way under every topic', () => {
    const expected = {
      Africa: 'Africa',
      Europe: 'Europe',
      MiddleEast: 'Middle East',
      NorthAmerica: 'North America',
      SouthAmerica: 'South America',
    };
    for (const region of REGIONS.filter((name) => name !== 'Asia')) {
      for (const category of [undefined, ...CATEGORIES]) {
        expect(regionLabel(region, category)).toBe(expected[region]);
      }
    }
  });
});
