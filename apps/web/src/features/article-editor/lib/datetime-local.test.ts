import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local';

describe('toDateTimeLocal', () => {
  it('writes the local date and time to the minute', () => {
    const local = new Date(2026, 2, 5, 9, 7, 45);
    expect(toDateTimeLocal(local)).toBe('2026-03-05T09:07');
    expect(toDateTimeLocal(local.toISOString())).toBe('2026-03-05T09:07');
  });

  it('is empty for something that is not a date', () => {
    expect(toDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal('tomorrow')).toBe('');
  });
});

describe('fromDateTimeLocal', () => {
  it('reads the value as local time and answers the ISO instant', () => {
    expect(fromDateTimeLocal('2026-03-05T09:07')).toBe(new Date(2026, 2, 5, 9, 7).toISOString());
  });

  it('round-trips an instant, to the minute', () => {
    const iso = '2026-11-20T17:42:31.500Z';
    expect(fromDateTimeLocal(toDateTimeLocal(iso))).toBe('2026-11-20T17:42:00.000Z');
  });

  it('is empty when the input is empty or unreadable', () => {
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('not a date')).toBe('');
  });
});
