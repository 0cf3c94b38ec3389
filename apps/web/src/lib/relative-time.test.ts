import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The ISO time `ms` milliseconds before NOW. */
function ago(ms: number): string {
  return new Date(NOW - ms).toISOString();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('formatRelativeTime', () => {
  it('says "just now" under a minute', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(59 * SECOND), NOW)).toBe('just now');
  });

  it('says "just now" for a time slightly ahead of this clock', () => {
    expect(formatRelativeTime(new Date(NOW + 5 * SECOND).toISOString(), NOW)).toBe('just now');
    expect(formatRelativeTime(new Date(NOW + 2 * HOUR).toISOString(), NOW)).toBe('just now');
  });

  it('counts whole minutes and hours, rounding down', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(MINUTE + 59 * SECOND), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MINUTE), NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), NOW)).toBe('23 hours ago');
  });

  it('uses words for the previous day, week, month and year', () => {
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * DAY), NOW)).toBe('3 days ago');
    expect(formatRelativeTime(ago(7 * DAY), NOW)).toBe('last week');
    expect(formatRelativeTime(ago(15 * DAY), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(30 * DAY), NOW)).toBe('last month');
    expect(formatRelativeTime(ago(200 * DAY), NOW)).toBe('6 months ago');
    expect(formatRelativeTime(ago(365 * DAY), NOW)).toBe('last year');
    expect(formatRelativeTime(ago(3 * 365 * DAY), NOW)).toBe('3 years ago');
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers({ now: NOW });
    expect(formatRelativeTime(ago(2 * HOUR))).toBe('2 hours ago');
  });
});

describe('formatDateTime', () => {
  it('shows the date and time in full', () => {
    // Mid-day in mid-month so no time zone moves the date.
    const text = formatDateTime('2025-03-14T12:00:00.000Z');
    expect(text).toContain('Mar 14, 2025');
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
});
