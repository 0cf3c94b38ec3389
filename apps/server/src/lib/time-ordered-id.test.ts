import { UUID_PATTERN } from '@one-world/contract';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

const millisOf = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

describe('timeOrderedId', () => {
  it('is a version 7 UUID of the RFC 4122 variant that the contract accepts', () => {
    for (let i = 0; i < 1000; i++) {
      const id = timeOrderedId();
      expect(id).toMatch(UUID_PATTERN);
      expect(id[14]).toBe('7');
      expect('89ab').toContain(id[19]);
    }
  });

  it('starts with its millisecond, so ids of later milliseconds sort after', () => {
    const ms = Date.UTC(2026, 10, 28, 5, 30, 0, 123);
    expect(millisOf(timeOrderedId(ms))).toBe(ms);
    expect(millisOf(timeOrderedId(2 ** 48 - 1))).toBe(2 ** 48 - 1);
    const ids = Array.from({ length: 50 }, (_, i) => timeOrderedId(ms + i));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs within one millisecond, past a refill of its random bytes', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => timeOrderedId(1_000)));
    expect(ids.size).toBe(2000);
  });
});
