import { DateField, useLocale, type DateFieldProps } from 'react-admin';

/**
 * A date (and time) written the way the console's language writes it, not the browser's: a French console shows
 * « 29/11/2026 01:33:32 », an Arabic one its own order and digits. react-admin's DateField alone follows the browser.
 */
export function LocalDateField(props: DateFieldProps) {
  const locale = useLocale();
  return <DateField locales={locale} {...props} />;
}

/**
 * The same for dates written inside a sentence or a cell of the console's own. `day` writes a calendar day
 * (YYYY-MM-DD) as that day wherever the browser is: read as a moment, it would be the day before west of Greenwich.
 */
export function useLocalDates() {
  const locale = useLocale();
  return {
    date: (value: string | number | Date) => new Date(value).toLocaleDateString(locale),
    dateTime: (value: string | number | Date) => new Date(value).toLocaleString(locale),
    day: (value: string, options: Intl.DateTimeFormatOptions = {}) => new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { ...options, timeZone: 'UTC' }),
  };
}
