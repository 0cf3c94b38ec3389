const DOLLARS = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Whole cents from what an admin typed in dollars ("12.5", "$9.99", "20"), read digit by digit
 * so no floating-point rounding creeps in; null when it is not such an amount.
 */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the price field shows them: 1250 → "12.50". */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
