import { createHmac } from 'node:crypto';
import { type StatusBadge, TIERS, type Tier } from '@one-world/contract';
import type { Locale } from '@one-world/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO week of an instant in UTC, as `2026-W48` (weeks start on Monday; week 1 holds 4 January). */
export function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of this week decides the ISO year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** When the next ISO week starts: the coming Monday, 00:00 UTC. */
export function weekResetsAt(at: Date): Date {
  const weekday = at.getUTCDay() || 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 8 - weekday));
}

/**
 * The reset day as the refusal says it, in the reader's language: "Monday 30 November" (SPEC's
 * English keeps the day before the month), "lundi 30 novembre", "الاثنين، ٣٠ نوفمبر".
 */
export function resetDayText(resetsAt: Date, locale: Locale = 'en'): string {
  return resetsAt.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** A member's tier from their badge (none is Basic; visitors share Basic) and its weekly quizzes. */
export function tierOf(statusBadge: StatusBadge | null): { tier: Tier; limit: number | null } {
  const tier: Tier = statusBadge ?? 'Basic';
  return { tier, limit: TIERS[tier].weeklyQuizzes };
}

/**
 * How a visitor's quizzes are counted: a keyed hash of their address, so the table never holds
 * an IP address and the key cannot be reversed without the server's secret.
 */
export function clientKeyOf(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`quiz:${ip}`).digest('base64url');
}
