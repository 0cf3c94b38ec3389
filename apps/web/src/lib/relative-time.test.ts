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
  it('is null under a minute (the caller says "just now" from its catalog)', () => {
    expect(formatRelativeTime(ago(0), { now: NOW, locale: 'en' })).toBeNull();
    expect(formatRelativeTime(ago(59 * SECOND), { now: NOW, locale: 'en' })).toBeNull();
  });

  it('is null for a time slightly ahead of this clock', () => {
    expect(
      formatRelativeTime(new Date(NOW + 5 * SECOND).toISOString(), { now: NOW, locale: 'en' }),
    ).toBeNull();
    expect(
      formatRelativeTime(new Date(NOW + 2 * HOUR).toISOString(), { now: NOW, locale: 'en' }),
    ).toBeNull();
  });

  it('counts whole minutes and hours, rounding down', () => {
    expect(formatRelativeTime(ago(MINUTE), { now: NOW, locale: 'en' })).toBe('1 minute ago');
    expect(formatRelativeTime(ago(MINUTE + 59 * SECOND), { now: NOW, locale: 'en' })).toBe(
      '1 minute ago',
    );
    expect(formatRelativeTime(ago(59 * MINUTE), { now: NOW, locale: 'en' })).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), { now: NOW, locale: 'en' })).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), { now: NOW, locale: 'en' })).toBe('23 hours ago');
  });

  it('uses words for the previous day, week, month and year', () => {
    expect(formatRelativeTime(ago(DAY), { now: NOW, locale: 'en' })).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * DAY), { now: NOW, locale: 'en' })).toBe('3 days ago');
    expect(formatRelativeTime(ago(7 * DAY), { now: NOW, locale: 'en' })).toBe('last week');
    expect(formatRelativeTime(ago(15 * DAY), { now: NOW, locale: 'en' })).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(30 * DAY), { now: NOW, locale: 'en' })).toBe('last month');
    expect(formatRelativeTime(ago(200 * DAY), { now: NOW, locale: 'en' })).toBe('6 months ago');
    expect(formatRelativeTime(ago(365 * DAY), { now: NOW, locale: 'en' })).toBe('last year');
    expect(formatRelativeTime(ago(3 * 365 * DAY), { now: NOW, locale: 'en' })).toBe('3 years ago');
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers({ now: NOW });
    expect(formatRelativeTime(ago(2 * HOUR), { locale: 'en' })).toBe('2 hours ago');
  });
});

describe('formatRelativeTime in other languages', () => {
  it('speaks Spanish, French, Swahili and Arabic (with Western digits)', () => {
    const at = (locale: 'es' | 'fr' | 'sw' | 'ar', ms: number) =>
      formatRelativeTime(ago(ms), { now: NOW, locale });
    expect(at('es', 3 * HOUR)).toBe('hace 3 horas');
    expect(at('es', DAY)).toBe('ayer');
    expect(at('fr', 3 * HOUR)).toBe('il y a 3 heures');
    expect(at('sw', DAY)).toBe('jana');
    expect(at('ar', 3 * HOUR)).toMatch(/^(قبل|منذ) 3 ساعات$/);
    expect(at('ar', DAY)).toBe('أمس');
  });
});

describe('formatDateTime', () => {
  it('shows the date and time in full', () => {
    // Mid-day in mid-month so no time zone moves the date.
    const text = formatDateTime('2025-03-14T12:00:00.000Z', 'en');
    expect(text).toContain('Mar 14, 2025');
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
});

describe('formatDateTime in other languages', () => {
  it('names the month in the reader’s language', () => {
    expect(formatDateTime('2025-03-14T12:00:00.000Z', 'es')).toContain('14 mar 2025');
    expect(formatDateTime('2025-03-14T12:00:00.000Z', 'ar')).toMatch(/2025/);
  });
});
