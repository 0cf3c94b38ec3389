import { describe, expect, it } from 'vitest';
import { boardPath, parseBoardPath } from './board-path';

describe('parseBoardPath', () => {
  it('reads the topic and the optional region', () => {
    expect(parseBoardPath('/Climate')).toEqual({ category: 'Climate', region: null });
    expect(parseBoardPath('/Climate/Africa')).toEqual({ category: 'Climate', region: 'Africa' });
    expect(parseBoardPath('/Policy/MiddleEast')).toEqual({
      category: 'Policy',
      region: 'MiddleEast',
    });
  });

  it('ignores case like the router does', () => {
    expect(parseBoardPath('/climate/africa')).toEqual({ category: 'Climate', region: 'Africa' });
    expect(parseBoardPath('/POLICY/middleeast/')).toEqual({
      category: 'Policy',
      region: 'MiddleEast',
    });
  });

  it('falls back to Poverty and no region for anything else', () => {
    expect(parseBoardPath('/')).toEqual({ category: 'Poverty', region: null });
    expect(parseBoardPath('/Climate/Mars')).toEqual({ category: 'Climate', region: null });
  });
});

describe('boardPath', () => {
  it('is the canonical address a wrongly-cased one moves to', () => {
    const { category, region } = parseBoardPath('/climate/africa');
    expect(boardPath(category, region)).toBe('/Climate/Africa');
    expect(boardPath('Inequality', null)).toBe('/Inequality');
  });
});
