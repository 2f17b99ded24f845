/** A detail value as one readable line: numbers of bytes as MB, objects as compact JSON. */
export function formatValue(key: string, value: unknown, locale?: string): string {
  if (typeof value === 'number') {
    if (/total|free|threshold|bytes|size/i.test(key) && value > 1024 * 1024) {
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value / (1024 * 1024))} MB`;
    }
    return new Intl.NumberFormat(locale).format(value);
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
