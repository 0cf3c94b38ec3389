import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the day, the month name and the year', () => {
    // Mid-day so no time zone moves the date.
    expect(formatLongDate('2026-03-12T12:00:00.000Z')).toBe('12 March 2026');
    expect(formatLongDate('2025-11-01T12:00:00+00:00')).toBe('1 November 2025');
  });

  it('is empty for a string that is not a date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});
