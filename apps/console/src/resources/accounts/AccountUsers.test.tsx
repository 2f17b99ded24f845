// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAccount } from '@codex/domain';
import { account } from '../../test/adminRecords.js';
import { openAccount } from '../../test/openAccount.js';

afterEach(cleanup);

const users = () => within(screen.getByRole('region', { name: /^Users/ }));
const rowOf = (login: string) => users().getAllByRole('cell', { name: login })[0].closest('tr')!;

describe('AccountUsers', () => {
  it('lists the users with their name, e-mail and authorities', async () => {
    openAccount();

    expect(await screen.findByRole('region', { name: 'Users (2)' })).toBeTruthy();
    for (const header of ['Login', 'Name', 'E-mail', 'Authorities']) expect(users().getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(rowOf('ada')).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['ada', 'Ada Lovelace', 'ada@acme.example', 'ADMIN']);
    // A user without a name is shown by login; one without authorities says so with a dash.
    expect(within(rowOf('grace')).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['grace', 'grace', 'grace@acme.example', '—']);
  });

  it("replaces a user's authorities with those ticked and shows what the server saved", async () => {
    let saved: AdminAccount = account();
    const { callsOf, requests } = openAccount({
      'GET /api/admin/accounts/3': () => ({ data: saved }),
      'PUT /api/admin/accounts/3/users/7/authorities': (body) => {
        const { authorities } = body as { authorities: AdminAccount['users'][number]['authorities'] };
        saved = account({ users: [{ ...account().users[0], authorities }, account().users[1]] });
        return { data: saved };
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Change authorities of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authorities of Ada Lovelace' });
    expect((within(dialog).getByRole('checkbox', { name: 'ADMIN — account administrator' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'REPORT_VIEW — may view the usage report' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'REPORT_VIEW — may view the usage report' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The authorities of Ada Lovelace were changed.')).toBeTruthy();
    expect(callsOf('changeAuthorities')).toEqual([[3, 7, ['ADMIN', 'REPORT_VIEW']]]);
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/admin/accounts/3/users/7/authorities', body: { authorities: ['ADMIN', 'REPORT_VIEW'] } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rowOf('ada')).getByText('REPORT_VIEW')).toBeTruthy());
  });

  it('keeps the dialog open with the reason when the server refuses, and changes nothing', async () => {
    openAccount({ 'PUT /api/admin/accounts/3/users/8/authorities': { status: 403, data: { status: 403, message: 'error.http.403' } } });

    fireEvent.click(await screen.findByRole('button', { name: 'Change authorities of grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Authorities of grace' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'OPERATOR — platform operator' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'You do not have permission to do this.');
    expect(screen.getByRole('dialog', { name: 'Authorities of grace' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('grace')).queryByText('OPERATOR')).toBeNull();
    expect(within(rowOf('grace')).getByText('—')).toBeTruthy();
  });
});
