// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountChangeHistoryEntry } from '@codex/domain';
import { renderInAdmin, type Answers } from '../../../test/renderInAdmin.js';
import ChangeHistoryList from './ChangeHistoryList.js';

afterEach(cleanup);

const LIST = '/api/v1/audits/compassPoint';
const NEWEST = `${LIST}?pageIndex=0&pageSize=25&sort=createdDate-`;

const values = (overrides: Partial<AccountChangeHistoryEntry['auditData']['current']> = {}) => ({
  modifiedDate: '2026-11-20T10:30:00.000Z',
  name: 'Statelessness',
  description: 'HTTP keeps no state',
  overlayDetails: '',
  selectionMetadata: { selectionText: 'stateless application-level protocol' },
  status: 'ACTIVE',
  ...overrides,
});

const entry = (id: number, dbTransactionType: AccountChangeHistoryEntry['dbTransactionType'], auditData: AccountChangeHistoryEntry['auditData'], extra: Partial<AccountChangeHistoryEntry> = {}): AccountChangeHistoryEntry => ({
  id,
  dbTransactionType,
  transactionUserName: 'Frances Allen',
  transactionUserEmail: 'frances.allen@acme.example',
  createdDate: `2026-11-2${id}T10:30:00.000Z`,
  auditData,
  compassPointID: 5,
  name: 'Statelessness, revisited',
  designation: 'RFC 9110',
  contentCode: 'IETF-RFC9110',
  contentID: 7,
  ...extra,
});

const edit = entry(3, 'UPDATE', { previous: values(), current: values({ name: 'Statelessness, revisited', modifiedDate: '2026-11-23T10:30:00.000Z' }) });
const created = entry(1, 'INSERT', { previous: null, current: values() });
const longText = 'x'.repeat(300);
const moved = entry(2, 'UPDATE-SELECTION', { previous: values(), current: values({ selectionMetadata: { selectionText: longText } }) }, { transactionUserName: 'Radia Perlman' });

const pageOf = (entries: AccountChangeHistoryEntry[], total = entries.length) => ({
  data: { content: entries, totalElements: total, pageIndex: 0, pageSize: 25 },
  headers: { 'x-total-count': String(total) },
});

const openList = (answers: Answers) => renderInAdmin(<ChangeHistoryList />, { resource: 'changeHistory', authorities: ['CP_ADMIN'], answers: { [`GET ${NEWEST}`]: pageOf([edit, moved, created], 40), ...answers } });

describe('ChangeHistoryList', () => {
  it("lists the account's changes newest first with their labels, compass point, document and who", async () => {
    openList({});

    expect(await screen.findByRole('cell', { name: 'Edited' })).toBeTruthy();
    for (const header of ['Date', 'Change', 'Compass Point', 'Document', 'Changed by']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Edited', 'Edited (highlighted text changed)', 'Created']);
    expect(within(rows[1]).getByRole('cell', { name: 'Radia Perlman' })).toBeTruthy();
    expect(screen.getByText('1-25 of 40')).toBeTruthy();
  });

  it('sends each filter to the server', async () => {
    const deactivations = `${NEWEST}&dbTransactionType=DEACTIVATE`;
    const byUser = `${NEWEST}&dbTransactionType=DEACTIVATE&user=radia`;
    const { requests } = openList({ [`GET ${deactivations}`]: pageOf([]), [`GET ${byUser}`]: pageOf([]) });
    await screen.findByRole('cell', { name: 'Edited' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Change/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(deactivations));
    expect(await screen.findByText('No change matches.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'User (name or e-mail)' }), { target: { value: 'radia' } });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byUser));
  });

  it('opens a change with its previous and current values side by side, the changed ones marked, and a link to the compass point', async () => {
    openList({});
    fireEvent.click(await screen.findByRole('cell', { name: 'Edited' }));

    const table = await screen.findByRole('table', { name: 'Changes to "Statelessness, revisited"' });
    const nameRow = within(table).getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name: 'Compass Point' }));
    expect(nameRow?.getAttribute('aria-label')).toBe('Changed');
    expect(within(nameRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Previous: Statelessness', 'Current: Statelessness, revisited']);
    const descriptionRow = within(table).getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name: 'Description' }));
    expect(descriptionRow?.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the Compass Point' }).getAttribute('href')).toBe('/compassPoints/5/show');
  });

  it('shows a creation without previous values, and cuts long text at 255 characters with See more / See less', async () => {
    openList({});
    fireEvent.click(await screen.findByRole('cell', { name: 'Created' }));
    const creation = await screen.findByRole('table', { name: 'Changes to "Statelessness, revisited"' });
    const statusRow = within(creation).getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name: 'Status' }));
    expect(within(statusRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Previous: —', 'Current: Active']);

    fireEvent.click(screen.getByRole('cell', { name: 'Edited (highlighted text changed)' }));
    const tables = await screen.findAllByRole('table', { name: 'Changes to "Statelessness, revisited"' });
    const selection = tables
      .flatMap((table) => within(table).getAllByRole('row'))
      .find((row) => within(row).queryByRole('rowheader', { name: 'Highlighted text' }) && row.textContent?.includes('xxx'));
    const current = within(selection!).getAllByRole('cell')[1];
    expect(current.textContent).toContain(`${'x'.repeat(255)}…`);
    fireEvent.click(within(current).getByRole('button', { name: 'See more' }));
    expect(current.textContent).toContain(longText);
    expect(within(current).getByRole('button', { name: 'See less' }).getAttribute('aria-expanded')).toBe('true');
  });
});
