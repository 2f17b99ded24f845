// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore, type I18nProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDateField, useLocalDates } from './LocalDateField.js';

const at = '2026-11-29T01:33:32Z';

function inLocale(locale: string): I18nProvider {
  return { translate: (key) => key, changeLocale: async () => undefined, getLocale: () => locale };
}

function Sentence() {
  const dates = useLocalDates();
  return (
    <>
      <p>{`changed ${dates.date(at)}`}</p>
      <p>{`day ${dates.day('2026-11-29', { day: 'numeric', month: 'long' })}`}</p>
    </>
  );
}

function renderIn(locale: string) {
  render(
    <AdminContext i18nProvider={inLocale(locale)} store={memoryStore()}>
      <RecordContextProvider value={{ id: 1, at }}>
        <LocalDateField source="at" showTime />
        <Sentence />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('LocalDateField', () => {
  it("writes the date in the console's language, not the browser's", () => {
    renderIn('fr');
    expect(screen.getByText(new Date(at).toLocaleString('fr'))).toBeTruthy();
    expect(screen.queryByText(new Date(at).toLocaleString('en-US'))).toBeNull();
    expect(screen.getByText(`changed ${new Date(at).toLocaleDateString('fr')}`)).toBeTruthy();
  });

  it('writes a calendar day as that day, whatever time zone the browser is in', () => {
    renderIn('fr');
    expect(screen.getByText('day 29 novembre')).toBeTruthy();
  });

  it('writes Arabic dates in Arabic', () => {
    renderIn('ar');
    const written = new Date(at).toLocaleString('ar');
    expect(written).not.toBe(new Date(at).toLocaleString('en-US'));
    expect(screen.getByText(written)).toBeTruthy();
  });
});
