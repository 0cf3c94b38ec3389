import { describe, expect, it } from 'vitest';
import { CATEGORIES, REGIONS, regionLabel } from './constants';

describe('regionLabel', () => {
  it('labels Asia as Asia/Oceania (an id) under every topic but Policy', () => {
    for (const category of CATEGORIES.filter((name) => name !== 'Policy')) {
      expect(regionLabel('Asia', category)).toBe('regions.asiaOceania');
    }
    expect(regionLabel('Asia')).toBe('regions.asiaOceania');
  });

  it('labels Asia as plain Asia under Policy', () => {
    expect(regionLabel('Asia', 'Policy')).toBe('regions.asia');
  });

  it('spells out the other regions the same way under every topic', () => {
    const expected = {
      Africa: 'regions.africa',
      Europe: 'regions.europe',
      MiddleEast: 'regions.middleEast',
      NorthAmerica: 'regions.northAmerica',
      SouthAmerica: 'regions.southAmerica',
    };
    for (const region of REGIONS.filter((name) => name !== 'Asia')) {
      for (const category of [undefined, ...CATEGORIES]) {
        expect(regionLabel(region, category)).toBe(expected[region]);
      }
    }
  });
});
