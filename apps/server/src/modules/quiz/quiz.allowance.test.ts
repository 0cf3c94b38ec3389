import { describe, expect, it } from 'vitest';
import { clientKeyOf, isoWeek, resetDayText, tierOf, weekResetsAt } from './quiz.allowance';

describe('ISO weeks in UTC', () => {
  it.each([
    ['2026-11-23T00:00:00Z', '2026-W48'],
    ['2026-11-29T23:59:59.999Z', '2026-W48'],
    ['2026-11-30T00:00:00Z', '2026-W49'],
    ['2027-01-01T12:00:00Z', '2026-W53'],
    ['2025-12-29T00:00:00Z', '2026-W01'],
    ['2021-01-03T10:00:00Z', '2020-W53'],
  ])('%s is in %s', (at, week) => {
    expect(isoWeek(new Date(at))).toBe(week);
  });

  it('resets on the next Monday at 00:00 UTC, even from a Monday or a Sunday night', () => {
    expect(weekResetsAt(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(weekResetsAt(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(weekResetsAt(new Date('2026-12-30T08:00:00Z')).toISOString()).toBe(
      '2027-01-04T00:00:00.000Z',
    );
  });

  it('names the reset day as "Monday 30 November"', () => {
    expect(resetDayText(new Date('2026-11-30T00:00:00Z'))).toBe('Monday 30 November');
    expect(resetDayText(new Date('2026-11-30T00:00:00Z'), 'fr')).toBe('lundi 30 novembre');
    expect(resetDayText(new Date('2026-11-30T00:00:00Z'), 'sw')).toBe('Jumatatu, 30 Novemba');
  });
});

describe('allowances', () => {
  it('follow the tiers (no badge is Basic)', () => {
    expect(tierOf(null)).toEqual({ tier: 'Basic', limit: 2 });
    expect(tierOf('Warrior')).toEqual({ tier: 'Warrior', limit: 5 });
    expect(tierOf('Legend')).toEqual({ tier: 'Legend', limit: null });
  });

  it('key visitors by a keyed hash of their address, never the address', () => {
    const key = clientKeyOf('secret', '203.0.113.7');
    expect(key).not.toContain('203.0.113.7');
    expect(key).toBe(clientKeyOf('secret', '203.0.113.7'));
    expect(key).not.toBe(clientKeyOf('other secret', '203.0.113.7'));
    expect(key).not.toBe(clientKeyOf('secret', '203.0.113.8'));
  });
});
