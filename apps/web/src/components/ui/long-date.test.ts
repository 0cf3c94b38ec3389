import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes the day, the month name and the year', () => {
    // Mid-day so no time zone moves the date.
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'en')).toBe('12 March 2026');
    expect(formatLongDate('2025-11-01T12:00:00+00:00', 'en')).toBe('1 November 2025');
  });

  it('writes the date in the reader’s language', () => {
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'es')).toBe('12 de marzo de 2026');
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'fr')).toBe('12 mars 2026');
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'ar')).toBe('12 مارس 2026');
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'sw')).toBe('12 Machi 2026');
  });

  it('is empty for a string that is not a date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});
