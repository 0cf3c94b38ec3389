import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars';

describe('dollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['12.5', 1250],
    ['9.99', 999],
    ['$15.00', 1500],
    [' 0.01 ', 1],
    ['1,250.40', 125040],
    ['1,250', 125000],
    ['12,50', 1250],
    ['9,9', 990],
    ['1 250,40', 125040],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12.', '.5'])('refuses %j', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });

  it('never rounds through floating point', () => {
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('1.15')).toBe(115);
  });
});

describe('centsToDollars', () => {
  it('shows two decimals', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(999)).toBe('9.99');
    expect(centsToDollars(1)).toBe('0.01');
  });
});
