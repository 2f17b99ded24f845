// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import ConfigpropsList from './ConfigpropsList.js';

afterEach(cleanup);

/** GET management/configprops as the server answers it (ConfigProps in @codex/domain), secrets masked by the server. */
const configprops = {
  data: {
    contexts: {
      codex: {
        beans: {
          config: {
            prefix: '',
            properties: { port: 8080, db: { url: 'postgres://codex:******@db:5432/codex' }, mail: { from: 'library@keystone.test' }, oidc: { cookieKeys: '******' } },
          },
        },
      },
    },
  },
};

const rowOf = (setting: string) => screen.getByRole('cell', { name: setting }).closest('tr')!;

describe('ConfigpropsList', () => {
  it('shows every setting by its dotted name with its value, and marks masked secrets as such', async () => {
    renderInAdmin(<ConfigpropsList />, { resource: 'configprops', answers: { 'GET /management/configprops': configprops } });

    expect(await screen.findByRole('cell', { name: 'port' })).toBeTruthy();
    for (const header of ['Setting', 'Value']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['db.url', 'mail.from', 'oidc.cookieKeys', 'port']);
    expect(within(rowOf('port')).getByText('8080')).toBeTruthy();
    expect(within(rowOf('mail.from')).getByText('library@keystone.test')).toBeTruthy();
    expect(within(rowOf('mail.from')).queryByText('Masked secret')).toBeNull();
    expect(within(rowOf('db.url')).getByText('postgres://codex:******@db:5432/codex')).toBeTruthy();
    expect(within(rowOf('db.url')).getByText('Masked secret')).toBeTruthy();
    expect(within(rowOf('oidc.cookieKeys')).getByText('Masked secret')).toBeTruthy();
  });

  it('finds settings by any part of their name or value, says when none matches, and clears the search', async () => {
    const { callsOf } = renderInAdmin(<ConfigpropsList />, { resource: 'configprops', answers: { 'GET /management/configprops': configprops } });
    await screen.findByRole('cell', { name: 'port' });

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'keystone' } });

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'port' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'mail.from' })).toBeTruthy();
    expect(callsOf('getList').at(-1)).toEqual(['configprops', expect.objectContaining({ filter: { q: 'keystone' } })]);

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'no such setting' } });

    expect(await screen.findByText('No Configuration found using the current filters.')).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'mail.from' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('cell', { name: 'port' })).toBeTruthy();
    expect(callsOf('getList').at(-1)).toEqual(['configprops', expect.objectContaining({ filter: {} })]);
  });

  it('says the server failed rather than that there is no setting', async () => {
    renderInAdmin(<ConfigpropsList />, { resource: 'configprops', answers: { 'GET /management/configprops': { status: 500, data: { status: 500, message: 'error.http.500' } } } });

    // On the page, and in the notification that goes away.
    await waitFor(() => expect(screen.getAllByText('Something went wrong on the server. Please try again later.')).toHaveLength(2));
    expect(screen.queryByText(/No Configuration/)).toBeNull();
  });
});
