/** '18.33' for points (no needless zeros: '19'), '—' when there is nothing. */
export function points(value: number | null): string {
  if (value === null) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
}

/** A z-score with its sign: '+0.33', '−0.61' (a true minus sign), '0.00'. */
export function zScore(value: number | null): string {
  if (value === null) return '—';
  if (value === 0) return '0.00';
  return `${value > 0 ? '+' : '\u2212'}${Math.abs(value).toFixed(2)}`;
}

export function place(rank: number | null): string {
  return rank === null ? '—' : `#${rank}`;
}
