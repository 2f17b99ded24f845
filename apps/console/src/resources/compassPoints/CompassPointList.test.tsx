// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createConsoleI18nProvider, type Catalogue } from '@codex/i18n';
import arabic from '../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { renderInAdmin } from '../../test/renderInAdmin.js';
import CompassPointList from './CompassPointList.js';
import { LONG_SELECTION, compassPoint, page } from './fixtures.js';

afterEach(cleanup);

const LIST = '/api/v1/compasspoint/list-admin';
const ACTIVE = `${LIST}?pageIndex=0&pageSize=25&sort=createdDate-&status=active`;

const first = compassPoint(5, { name: 'Stateless protocol definition in section one', designation: 'RFC 9110' });
const second = compassPoint(6, { name: 'Caching', designation: 'RFC 9111', selectionData: '<selection><contents>Short &amp; sweet</contents></selection>' });
const deactivated = compassPoint(7, { name: 'Old note', status: 'INACTIVE', deletedByEmail: 'ada@acme.example', deletedDate: '2026-11-24T08:00:00.000Z' });

const ACCOUNTS = { data: [{ id: 3, accountNumber: '100200', name: 'Acme Engineering' }] };

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('CompassPointList', () => {
  it("shows the account's active compass points, names and selected text cut with the whole text in a tooltip", async () => {
    renderInAdmin(<CompassPointList />, { resource: 'compassPoints', authorities: ['CP_ADMIN'], answers: { [`GET ${ACTIVE}`]: page([first, second], 31) } });

    expect(await screen.findByRole('cell', { name: 'RFC 9111' })).toBeTruthy();
    for (const header of ['Designation', 'Document status', 'Name', 'Selected text', 'Created by', 'Created']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const [row, other] = screen.getAllByRole('row').slice(1);
    expect(cellsOf(row).slice(0, 5)).toEqual(['RFC 9110', 'Active', 'Stateless protocol defini…', `${LONG_SELECTION.slice(0, 50)}…`, 'grace@acme.example']);
    expect(within(row).getByLabelText(LONG_SELECTION)).toBeTruthy();
    // The name and the highlight keep their own direction in a right-to-left table.
    expect(within(row).getByText('Stateless protocol defini…').tagName).toBe('BDI');
    expect(within(row).getByText(`${LONG_SELECTION.slice(0, 50)}…`).tagName).toBe('BDI');
    expect(cellsOf(other)[3]).toBe('Short & sweet');
    expect(screen.getByText('1-25 of 31')).toBeTruthy();
  });

  it("in Arabic names the document's status in Arabic and keeps an English name in its own direction", async () => {
    const named = compassPoint(8, { name: 'Check: TLS 1.3 (draft).', designation: 'RFC 8446' });
    renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['CP_ADMIN'],
      answers: { [`GET ${ACTIVE}`]: page([named], 1) },
      i18nProvider: createConsoleI18nProvider({ locale: 'ar', catalogues: { ar: arabic as unknown as Catalogue } }),
    });
    const row = within((await screen.findByRole('cell', { name: 'RFC 8446' })).closest('tr')!);
    expect(row.getByText('ساري')).toBeTruthy();
    expect(row.getByText('Check: TLS 1.3 (draft).').tagName).toBe('BDI');
  });

  it('asks the server for the deactivated ones and shows who deactivated them and when', async () => {
    const inactive = `${LIST}?pageIndex=0&pageSize=25&sort=createdDate-&status=inactive`;
    const { requests } = renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['ADMIN'],
      answers: { [`GET ${ACTIVE}`]: page([first]), [`GET ${inactive}`]: page([deactivated]) },
    });
    await screen.findByRole('cell', { name: 'RFC 9110' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deactivated' }));

    expect(await screen.findByRole('cell', { name: 'ada@acme.example' })).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain(inactive);
    expect(screen.getByRole('columnheader', { name: 'Deactivated by' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Created by' })).toBeNull();
  });

  it("maps the column's sort to the API's syntax (trailing '-' descending)", async () => {
    const byName = `${LIST}?pageIndex=0&pageSize=25&sort=name&status=active`;
    const byNameDown = `${LIST}?pageIndex=0&pageSize=25&sort=name-&status=active`;
    const byCreator = `${LIST}?pageIndex=0&pageSize=25&sort=email&status=active`;
    const { requests } = renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['CP_ADMIN'],
      answers: { [`GET ${ACTIVE}`]: page([first, second]), [`GET ${byName}`]: page([second, first]), [`GET ${byNameDown}`]: page([first, second]), [`GET ${byCreator}`]: page([first, second]) },
    });
    await screen.findByRole('cell', { name: 'RFC 9110' });
    expect(requests.map((r) => r.url)).toContain(ACTIVE);

    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byName));
    await screen.findByRole('cell', { name: 'RFC 9110' });
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byNameDown));
    await screen.findByRole('cell', { name: 'RFC 9110' });
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Created by' })).getByRole('button'));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byCreator));
  });

  it('says so when the account has no compass point of the status, keeping the status filter', async () => {
    renderInAdmin(<CompassPointList />, { resource: 'compassPoints', authorities: ['ADMIN'], answers: { [`GET ${ACTIVE}`]: page([]) } });

    expect(await screen.findByText('No Compass Points with this status.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Status/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Name' })).toBeNull();
  });

  it('sends the document, creator and date filters to list-admin', async () => {
    const byDocument = `${ACTIVE}&document=9110`;
    const byCreator = `${ACTIVE}&document=9110&creator=frances`;
    const { requests } = renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['ADMIN'],
      answers: { [`GET ${ACTIVE}`]: page([first, second]), [`GET ${byDocument}`]: page([first]), [`GET ${byCreator}`]: page([first]) },
    });
    await screen.findByRole('cell', { name: 'RFC 9111' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Document (code or designation)' }), { target: { value: '9110' } });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byDocument));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'RFC 9111' })).toBeNull());
    fireEvent.change(screen.getByRole('textbox', { name: 'Creator (name or e-mail)' }), { target: { value: 'frances' } });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byCreator));
    expect(screen.getByLabelText('Created from')).toBeTruthy();
    expect(screen.getByLabelText('Created to')).toBeTruthy();
  });

  it("gives the operator the account picker: their own account's compass points first, then the picked account's, read only", async () => {
    const picked = `${ACTIVE}&accountId=3`;
    const { requests } = renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['OPERATOR', 'ADMIN', 'CP_ADMIN'],
      answers: { [`GET ${ACTIVE}`]: page([]), 'GET /api/admin/usage/accounts': ACCOUNTS, [`GET ${picked}`]: page([{ ...first, edit: false }]) },
    });
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    expect((picker as HTMLInputElement).placeholder).toBe('Your account');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: '100200 – Acme Engineering' }));
    expect(await screen.findByRole('cell', { name: 'RFC 9110' })).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain(picked);
    // Another account's compass points are not the operator's to change.
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('gives an account admin no picker', async () => {
    renderInAdmin(<CompassPointList />, { resource: 'compassPoints', authorities: ['ADMIN', 'CP_ADMIN'], answers: { [`GET ${ACTIVE}`]: page([first]) } });
    await screen.findByRole('cell', { name: 'RFC 9110' });
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });

  it("still names the picked account after the page is left and opened again", async () => {
    const picked = `${ACTIVE}&accountId=3`;
    /** The list, and a button that leaves it and comes back (a navigation away and back). */
    function AwayAndBack() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(!shown)}>{shown ? 'Away' : 'Back'}</button>
          {shown && <CompassPointList />}
        </>
      );
    }
    const { requests } = renderInAdmin(<AwayAndBack />, {
      resource: 'compassPoints',
      authorities: ['OPERATOR', 'ADMIN'],
      answers: { [`GET ${ACTIVE}`]: page([]), 'GET /api/admin/usage/accounts': ACCOUNTS, [`GET ${picked}`]: page([first]) },
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Account' }));
    fireEvent.click(await screen.findByRole('option', { name: '100200 – Acme Engineering' }));
    await screen.findByRole('cell', { name: 'RFC 9110' });

    fireEvent.click(screen.getByRole('button', { name: 'Away' }));
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    await screen.findByRole('cell', { name: 'RFC 9110' });
    expect((screen.getByRole('combobox', { name: 'Account' }) as HTMLInputElement).value).toBe('100200 – Acme Engineering');
    expect(requests.some((r) => r.url.startsWith('/api/admin/accounts/'))).toBe(false);
  });

  it('names an account the list was opened with (a link) by looking the account up', async () => {
    const picked = `${ACTIVE}&accountId=3`;
    renderInAdmin(<CompassPointList />, {
      resource: 'compassPoints',
      authorities: ['OPERATOR', 'ADMIN'],
      at: `/?filter=${encodeURIComponent(JSON.stringify({ status: 'active', accountId: 3 }))}`,
      answers: {
        [`GET ${picked}`]: page([first]),
        'GET /api/admin/usage/accounts': ACCOUNTS,
        'GET /api/admin/accounts/3': { data: { id: 3, accountNumber: '100200', name: 'Acme Engineering', users: [], subscriptions: [], ipRanges: [] } },
      },
    });
    await screen.findByRole('cell', { name: 'RFC 9110' });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Account' }) as HTMLInputElement).value).toBe('100200 – Acme Engineering'));
  });
});
