// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createConsoleI18nProvider, type Catalogue } from '@codex/i18n';
import arabic from '../../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { accountAllowances } from '../../../test/adminRecords.js';
import { openAccount } from '../../../test/openAccount.js';

afterEach(cleanup);

const ALLOWANCES = 'GET /api/admin/accounts/3/allowances';
const section = async (name = 'Downloads and prints') => within(await screen.findByRole('region', { name }));
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('AccountAllowances', () => {
  it("shows the account's ADMIN each reader's downloads and prints against the allowance, and when they start again", async () => {
    openAccount();
    const allowances = await section();
    const table = await allowances.findByRole('table', { name: 'Downloads and prints against the allowances' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reader', 'Document', 'Allowance', 'Used', 'Starts again']);
    const [ada, grace] = within(table).getAllByRole('row').slice(1);
    expect(within(ada).getByRole('rowheader').textContent).toBe('Ada Lovelaceada');
    expect(cellsOf(ada)).toEqual(['WCAG 2.2Web Content Accessibility Guidelines (WCAG) 2.2', 'Downloads', '3 of 3 this month', new Date('2026-12-01T00:00:00Z').toLocaleString('en')]);
    expect(cellsOf(grace)).toEqual(['HTML', 'Prints', '1 of 2 today', new Date('2026-11-30T00:00:00Z').toLocaleString('en')]);
  });

  it('says when no subscription limits downloads or prints, and when nobody has used a limited allowance yet', async () => {
    openAccount({ [ALLOWANCES]: { data: { limited: false, uses: [] } } });
    expect(await (await section()).findByText('No subscription of this account limits downloads or prints.')).toBeTruthy();
    cleanup();
    openAccount({ [ALLOWANCES]: { data: accountAllowances({ uses: [] }) } });
    expect(await (await section()).findByText('No reader has downloaded or printed a document under a limit in the current period.')).toBeTruthy();
  });

  it('says the use could not be loaded and asks again on Retry', async () => {
    let fail = true;
    const { requests } = openAccount({ [ALLOWANCES]: () => (fail ? { status: 500, data: { status: 500 } } : { data: accountAllowances() }) });
    const allowances = await section();
    expect(await allowances.findByRole('alert')).toHaveProperty('textContent', 'The downloads and prints could not be loaded.');
    fail = false;
    fireEvent.click(allowances.getByRole('button', { name: 'Try again' }));
    expect(await allowances.findByRole('table', { name: 'Downloads and prints against the allowances' })).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/admin/accounts/3/allowances')).toHaveLength(2);
  });

  it('reads in Arabic', async () => {
    openAccount({}, ['ADMIN'], { i18nProvider: createConsoleI18nProvider({ locale: 'ar', catalogues: { ar: arabic as unknown as Catalogue } }) });
    const allowances = await section('التنزيلات والطباعة');
    expect(await allowances.findByText('3 من 3 هذا الشهر')).toBeTruthy();
  });
});
