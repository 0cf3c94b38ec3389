import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeStep, turned } from './carousel-steps';

describe('turned', () => {
  it('moves one slide either way', () => {
    expect(turned(0, 1, 5)).toBe(1);
    expect(turned(3, -1, 5)).toBe(2);
  });

  it('rewinds at both ends', () => {
    expect(turned(4, 1, 5)).toBe(0);
    expect(turned(0, -1, 5)).toBe(4);
  });

  it('stays on a lone slide', () => {
    expect(turned(0, 1, 1)).toBe(0);
    expect(turned(0, -1, 1)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('turns to the next slide against the reading direction', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0, 'ltr')).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX, 0, 'rtl')).toBe(1);
  });

  it('turns back along it', () => {
    expect(swipeStep(80, 10, 'ltr')).toBe(-1);
    expect(swipeStep(-80, 10, 'rtl')).toBe(-1);
  });

  it('ignores a short touch and a scroll', () => {
    expect(swipeStep(SWIPE_MIN_PX - 1, 0, 'ltr')).toBe(0);
    expect(swipeStep(-60, 60, 'ltr')).toBe(0);
    expect(swipeStep(-60, -90, 'rtl')).toBe(0);
  });
});
