import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORIES, isCategory, isRegion, REGIONS, regionLabel, UUID_PATTERN } from './constants';

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

describe('isCategory and isRegion', () => {
  it('accept the API’s spellings only', () => {
    expect(CATEGORIES.every(isCategory)).toBe(true);
    expect(REGIONS.every(isRegion)).toBe(true);
    for (const value of ['climate', 'Africa', '', undefined]) expect(isCategory(value)).toBe(false);
    for (const value of ['africa', 'Climate', '', undefined]) expect(isRegion(value)).toBe(false);
  });
});

describe('UUID_PATTERN', () => {
  it('accepts exactly what z.uuid() accepts', () => {
    const samples = [
      '5f0c8a7e-3b1d-4c2a-9e6f-8d7b6a5c4e3f',
      '5F0C8A7E-3B1D-4C2A-9E6F-8D7B6A5C4E3F',
      '0e0a0000-0000-4000-8000-000000000001',
      '01890a5d-ac96-774b-bcce-b302099a8057',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0e0a0000-0000-0000-8000-000000000001',
      '0e0a0000-0000-9000-8000-000000000001',
      '0e0a0000-0000-4000-c000-000000000001',
      '0e0a00000000-4000-8000-000000000001',
      ' 5f0c8a7e-3b1d-4c2a-9e6f-8d7b6a5c4e3f',
      '5f0c8a7e-3b1d-4c2a-9e6f-8d7b6a5c4e3f0',
      'not-a-uuid',
      '',
    ];
    const uuid = z.uuid();
    for (const sample of samples) {
      expect(UUID_PATTERN.test(sample), sample).toBe(uuid.safeParse(sample).success);
    }
  });
});
