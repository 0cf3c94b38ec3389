import { QUIZ_LIMITS } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import { isCongrats, scorePercent } from './score';

describe('scorePercent', () => {
  it('rounds the share of correct answers', () => {
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(1, 3)).toBe(33);
    expect(scorePercent(5, 5)).toBe(100);
    expect(scorePercent(0, 10)).toBe(0);
  });
});

describe('isCongrats', () => {
  it('is green only above 40 percent', () => {
    expect(QUIZ_LIMITS.congratsAbovePercent).toBe(40);
    expect(isCongrats(scorePercent(2, 5))).toBe(false);
    expect(isCongrats(40)).toBe(false);
    expect(isCongrats(41)).toBe(true);
    expect(isCongrats(scorePercent(3, 5))).toBe(true);
  });

  it('decides on the percentage shown, so 19 of 47 (40.4%, shown as 40) stays red', () => {
    expect(scorePercent(19, 47)).toBe(40);
    expect(isCongrats(scorePercent(19, 47))).toBe(false);
  });
});
