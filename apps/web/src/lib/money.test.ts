import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('shows US dollars with two decimals', () => {
    expect(formatCents(1000, 'en')).toBe('$10.00');
    expect(formatCents(499, 'en')).toBe('$4.99');
    expect(formatCents(0, 'en')).toBe('$0.00');
    expect(formatCents(123456, 'en')).toBe('$1,234.56');
  });

  it('stays in US dollars in every language, written the reader’s way', () => {
    expect(formatCents(123456, 'es').replace(/\s/g, ' ')).toBe('1234,56 US$');
    expect(formatCents(1000, 'fr').replace(/\s/g, ' ')).toBe('10,00 $US');
    expect(formatCents(1000, 'ar')).toContain('10.00');
    expect(formatCents(1000, 'ar')).toContain('US$');
  });
});
