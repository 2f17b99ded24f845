// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import EnvList from './EnvList.js';

afterEach(cleanup);

/** GET management/env as the server answers it (Environment in @codex/domain): one source, secrets masked. */
const env = {
  data: {
    activeProfiles: ['prod'],
    propertySources: [
      {
        name: 'process.env',
        properties: { NODE_ENV: { value: 'production' }, DATABASE_URL: { value: 'postgres://codex:******@db/codex' }, OIDC_COOKIE_KEYS: { value: '******' } },
      },
    ],
  },
};

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('EnvList', () => {
  it('shows each variable with its value and source, sorted by name, secrets marked as masked', async () => {
    renderInAdmin(<EnvList />, { resource: 'env', answers: { 'GET /management/env': env } });

    expect(await screen.findByRole('cell', { name: 'NODE_ENV' })).toBeTruthy();
    for (const header of ['Variable', 'Value', 'Source']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['DATABASE_URL', 'NODE_ENV', 'OIDC_COOKIE_KEYS']);
    expect(within(rowOf('NODE_ENV')).getByText('production')).toBeTruthy();
    expect(within(rowOf('NODE_ENV')).getByText('process.env')).toBeTruthy();
    expect(within(rowOf('NODE_ENV')).queryByText('Masked secret')).toBeNull();
    expect(within(rowOf('OIDC_COOKIE_KEYS')).getByText('******')).toBeTruthy();
    expect(within(rowOf('OIDC_COOKIE_KEYS')).getByText('Masked secret')).toBeTruthy();
    expect(within(rowOf('DATABASE_URL')).getByText('Masked secret')).toBeTruthy();
  });

  it('finds a variable by name', async () => {
    const { callsOf } = renderInAdmin(<EnvList />, { resource: 'env', answers: { 'GET /management/env': env } });
    await screen.findByRole('cell', { name: 'NODE_ENV' });

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'oidc' } });

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'NODE_ENV' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'OIDC_COOKIE_KEYS' })).toBeTruthy();
    expect(callsOf('getList').at(-1)).toEqual(['env', expect.objectContaining({ filter: { q: 'oidc' } })]);
  });

  it('shows the error the server answered instead of an empty list', async () => {
    renderInAdmin(<EnvList />, { resource: 'env', answers: { 'GET /management/env': { status: 403, data: { status: 403, message: 'error.http.403' } } } });

    // On the page, and in the notification that goes away.
    await waitFor(() => expect(screen.getAllByText('You do not have permission to do this.')).toHaveLength(2));
    expect(screen.queryByText(/No Environment/)).toBeNull();
  });
});
