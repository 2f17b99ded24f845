// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { tenant } from '../../test/adminRecords.js';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import TenantList from './TenantList.js';

afterEach(cleanup);

/** GET /api/admin/tenants answers summaries (AdminTenantSummary): no configuration. */
const summary = ({ config: _config, ...rest }: ReturnType<typeof tenant>) => rest;
const tenants = [
  summary(tenant()),
  summary(tenant({ code: 'community', tenantName: 'Open Web Community Library', hosts: ['community.localhost'], updatedAt: '2026-10-01T08:00:00Z' })),
];

function EditedTenant() {
  return <p>Editing {useParams().id}</p>;
}

describe('TenantList', () => {
  it('shows every tenant by name with its code, hosts and last change', async () => {
    renderInAdmin(<TenantList />, { resource: 'tenants', answers: { 'GET /api/admin/tenants': { data: tenants } } });

    expect(await screen.findByRole('cell', { name: 'Keystone Standards Institute' })).toBeTruthy();
    for (const header of ['Tenant name', 'Code', 'Hosts', 'Last changed']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Keystone Standards Institute', 'Open Web Community Library']);
    expect(within(rows[0]).getByText('keystone')).toBeTruthy();
    expect(within(rows[0]).getByText('localhost, keystone.localhost')).toBeTruthy();
    expect(within(rows[0]).getByText(new Date('2026-11-20T10:15:00Z').toLocaleString())).toBeTruthy();
    expect(within(rows[1]).getByText('community.localhost')).toBeTruthy();
  });

  it("opens a tenant's settings from its row", async () => {
    renderInAdmin(<TenantList />, {
      resource: 'tenants',
      route: '/tenants',
      at: '/tenants',
      elsewhere: { '/tenants/:id': <EditedTenant /> },
      answers: { 'GET /api/admin/tenants': { data: tenants } },
    });

    fireEvent.click(await screen.findByRole('cell', { name: 'Open Web Community Library' }));

    expect(await screen.findByText('Editing community')).toBeTruthy();
  });

  it('says the server refused the list rather than that there is no tenant', async () => {
    renderInAdmin(<TenantList />, { resource: 'tenants', answers: { 'GET /api/admin/tenants': { status: 403, data: { status: 403, message: 'error.http.403' } } } });

    // On the page, and in the notification that goes away.
    await waitFor(() => expect(screen.getAllByText('You do not have permission to do this.')).toHaveLength(2));
    expect(screen.queryByText(/No Tenants/)).toBeNull();
  });
});
