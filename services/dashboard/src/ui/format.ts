/** A timestamp in the reader's locale, or a dash. */
export function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

export function usd(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value < 0.01 && value > 0 ? `$${value.toFixed(5)}` : `$${value.toFixed(4)}`;
}

export function ms(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}
