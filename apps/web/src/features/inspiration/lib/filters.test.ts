import { describe, expect, it } from 'vitest';
import { readFilter, toggleFilter } from './filters';

describe('readFilter', () => {
  it('reads each button value', () => {
    expect(readFilter('How-Tos')).toBe('How-Tos');
    expect(readFilter('editorials')).toBe('editorials');
    expect(readFilter('climate')).toBe('climate');
    expect(readFilter('science')).toBe('science');
  });

  it('ignores case and surrounding spaces, answering the canonical value', () => {
    expect(readFilter('how-tos')).toBe('How-Tos');
    expect(readFilter(' Climate ')).toBe('climate');
  });

  it('is no filter for an absent, empty or unknown value', () => {
    expect(readFilter(null)).toBeNull();
    expect(readFilter('')).toBeNull();
    expect(readFilter('sports')).toBeNull();
    expect(readFilter('clim')).toBeNull();
  });
});

describe('toggleFilter', () => {
  it('sets the pressed filter', () => {
    expect(toggleFilter(null, 'science')).toBe('science');
    expect(toggleFilter('climate', 'science')).toBe('science');
  });

  it('clears the filter when its own button is pressed again', () => {
    expect(toggleFilter('science', 'science')).toBeNull();
    expect(toggleFilter('How-Tos', 'How-Tos')).toBeNull();
  });
});
