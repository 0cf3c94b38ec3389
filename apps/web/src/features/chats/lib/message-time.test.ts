import { describe, expect, it } from 'vitest';
import {
  formatFullTime as fullTime,
  formatListTime as listTime,
  formatMessageTime as messageTime,
} from './message-time';

// ICU versions differ in the space before AM/PM (a narrow no-break one in some).
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');
const formatMessageTime = (iso: string, at: Date, locale = 'en') =>
  plainSpaces(messageTime(iso, locale, at));
const formatListTime = (iso: string, at: Date, locale = 'en') =>
  plainSpaces(listTime(iso, locale, at));
const formatFullTime = (iso: string, locale = 'en') => plainSpaces(fullTime(iso, locale));

// Local times, as the reader's clock shows them.
const now = new Date(2026, 2, 12, 18, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatMessageTime', () => {
  it('shows only the time for today', () => {
    expect(formatMessageTime(at(2026, 2, 12, 14, 5), now)).toBe('2:05 PM');
    expect(formatMessageTime(at(2026, 2, 12, 0, 0), now)).toBe('12:00 AM');
  });

  it('adds the day for an earlier day of the year, and the year before that', () => {
    expect(formatMessageTime(at(2026, 2, 11, 23, 59), now)).toBe('Mar 11, 11:59 PM');
    expect(formatMessageTime(at(2025, 11, 31, 9, 0), now)).toBe('Dec 31, 2025, 9:00 AM');
  });
});

describe('in another language', () => {
  it('writes the time and day as the reader’s language does', () => {
    expect(formatMessageTime(at(2026, 2, 12, 14, 5), now, 'fr')).toBe('14:05');
    expect(formatMessageTime(at(2026, 2, 11, 23, 59), now, 'fr')).toBe('11 mars, 23:59');
    expect(formatListTime(at(2026, 0, 2, 9, 15), now, 'es')).toBe('2 ene');
    expect(formatFullTime(at(2026, 2, 12, 14, 5), 'ar')).toMatch(/مارس/);
  });
});

describe('formatListTime', () => {
  it('shows the time today and only the day otherwise', () => {
    expect(formatListTime(at(2026, 2, 12, 9, 15), now)).toBe('9:15 AM');
    expect(formatListTime(at(2026, 0, 2, 9, 15), now)).toBe('Jan 2');
    expect(formatListTime(at(2024, 6, 4, 9, 15), now)).toBe('Jul 4, 2024');
  });
});

describe('formatFullTime', () => {
  it('spells the whole moment out', () => {
    expect(formatFullTime(at(2026, 2, 12, 14, 5))).toBe('Thursday, March 12, 2026 at 2:05 PM');
  });
});
