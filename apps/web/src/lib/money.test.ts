import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('shows US dollars with two decimals', () => {
    expect(formatCents(1000)).toBe('$10.00');
    expect(formatCents(499)).toBe('$4.99');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
