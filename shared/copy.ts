/**
 * Words that depend on a count, and amounts of money, written once for the server and the pages (pure: no imports,
 * so the browser bundle can share it).
 */

/** "1 recipe", "2 recipes". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Total cost and row totals: three decimals (specification section 3). */
const TOTAL_DECIMALS = 3;
/** Any other amount: at least cents, more only as typed (a cost per unit of 0.125 stays 0.125). */
const AMOUNT_DECIMALS = 2;

/**
 * One money format everywhere: "$" and the amount with at least two decimals ("$0.40", "$10.00"), or exactly three
 * for the totals the specification gives three ("$1.245"). Takes the decimal text as stored or typed, so nothing is
 * rounded through floating point; text that is no number is shown as it is.
 */
export function money(amount: string | number, kind: 'amount' | 'total' = 'amount'): string {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!text || !match) return `$${text}`;
  const whole = (match[1] || '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  const decimals = kind === 'total' ? TOTAL_DECIMALS : Math.max(AMOUNT_DECIMALS, fraction.length);
  return `$${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
}
