import { describe, expect, it } from 'vitest';
import { nextLimit } from './use-stepwise-count';

describe('nextLimit', () => {
  it('adds a step while the list goes on', () => {
    expect(nextLimit(3, 10, 3)).toBe(6);
    expect(nextLimit(6, 10, 3)).toBe(9);
  });

  it('draws every item for good once a step reaches the end', () => {
    expect(nextLimit(9, 10, 3)).toBe(Number.POSITIVE_INFINITY);
    expect(nextLimit(3, 6, 3)).toBe(Number.POSITIVE_INFINITY);
  });
});
