import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, loadDayjsLocale } from './format.js';
import { LOCALES } from './locales.js';

// Local time, so the day does not move with the machine's time zone.
const date = new Date(2024, 2, 5, 10, 30);

describe('formatDate', () => {
  it('writes the four spec formats in English', () => {
    expect(formatDate(date, 'MMM DD, YYYY', 'en')).toBe('Mar 05, 2024');
    expect(formatDate(date, 'DD MMMM YYYY', 'en')).toBe('05 March 2024');
    expect(formatDate(date, 'MM/DD/YY', 'en')).toBe('03/05/24');
    expect(formatDate(date, 'YYYY-MM-DD', 'en')).toBe('2024-03-05');
  });

  it('uses the locale’s month names once its dayjs locale has loaded', async () => {
    await loadDayjsLocale('de');
    expect(formatDate(date, 'MMM DD, YYYY', 'de')).toBe('März 05, 2024');
    expect(formatDate(date, 'DD MMMM YYYY', 'de')).toBe('05 März 2024');
    expect(formatDate(date, 'MM/DD/YY', 'de')).toBe('03/05/24');
    expect(formatDate(date, 'YYYY-MM-DD', 'de')).toBe('2024-03-05');
  });

  it('loads a dayjs locale for every supported locale', async () => {
    await Promise.all(LOCALES.map(loadDayjsLocale));
    expect(formatDate(date, 'DD MMMM YYYY', 'fr')).toBe('05 mars 2024');
    expect(formatDate(date, 'DD MMMM YYYY', 'es-ES')).toBe('05 marzo 2024');
    expect(formatDate(date, 'DD MMMM YYYY', 'ru')).toBe('05 марта 2024');
  });

  it('defaults to MMM DD, YYYY and gives nothing for an empty or invalid value', () => {
    expect(formatDate('2024-03-05')).toBe('Mar 05, 2024');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups whole numbers with 0,0', () => {
    expect(formatNumber(1234567.891, '0,0', 'en')).toBe('1,234,568');
    expect(formatNumber(1234567.891, '0,0', 'de')).toBe('1.234.568');
    expect(formatNumber(42)).toBe('42');
  });

  it('keeps up to two decimals with 0,0.[00]', () => {
    expect(formatNumber(1234567.891, '0,0.[00]', 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234.5, '0,0.[00]', 'en')).toBe('1,234.5');
    expect(formatNumber(1234, '0,0.[00]', 'en')).toBe('1,234');
    expect(formatNumber(1234567.891, '0,0.[00]', 'de')).toBe('1.234.567,89');
  });
});
