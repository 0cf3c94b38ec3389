const DOLLARS = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Whole cents from what an admin typed in dollars ("12.5", "$9.99", "20", "12,50"), read digit
 * by digit so no floating-point rounding creeps in; null when it is not such an amount.
 */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  // A comma before the last one or two digits, with no point, is a decimal comma ("12,50", as
  // Spanish and French readers write it); any other comma separates thousands.
  const decimalComma = !trimmed.includes('.') && /,\d{1,2}$/.test(trimmed);
  const normalized = decimalComma
    ? trimmed.replace(/,(\d{1,2})$/, '.$1').replaceAll(/[,\s\u00a0\u202f]/g, '')
    : trimmed.replaceAll(',', '');
  const match = DOLLARS.exec(normalized);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the price field shows them: 1250 → "12.50". */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
