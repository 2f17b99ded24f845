// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import HealthList from './HealthList.js';

afterEach(cleanup);

const GB = 1024 * 1024 * 1024;

/** GET management/health as the server answers it (Health in @codex/domain): 503 once a part is DOWN. */
const health = (mail: 'UP' | 'DOWN') => ({
  status: mail === 'DOWN' ? 503 : 200,
  data: {
    status: mail,
    components: {
      db: { status: 'UP', details: { driver: 'pglite', queued: 0 } },
      diskSpace: { status: 'UP', details: { total: 100 * GB, free: 40 * GB, threshold: 10 * 1024 * 1024 } },
      mailTransport: { status: mail, details: mail === 'DOWN' ? { error: 'connect ECONNREFUSED 127.0.0.1:25' } : { host: 'localhost' } },
      openIdProvider: { status: 'UNKNOWN' },
    },
  },
});

const rowOf = (component: string) => screen.getByRole('cell', { name: component }).closest('tr')!;

describe('HealthList', () => {
  it('shows each part of the server with its status and details, and the whole as DOWN when one part is', async () => {
    renderInAdmin(<HealthList />, { resource: 'health', answers: { 'GET /management/health': health('DOWN') } });

    expect(await screen.findByRole('cell', { name: 'Database' })).toBeTruthy();
    for (const header of ['Component', 'Status', 'Details']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Overall status')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('DOWN')).toBeTruthy();
    expect(within(rowOf('Database')).getByText('UP')).toBeTruthy();
    expect(within(rowOf('Database')).getByText('pglite')).toBeTruthy();
    expect(within(rowOf('Mail transport')).getByText('DOWN')).toBeTruthy();
    expect(within(rowOf('Mail transport')).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    // A part not set up here is said so in words, not only in grey.
    expect(within(rowOf('OpenID provider')).getByText('Not set up')).toBeTruthy();
    // Sizes in bytes are shown in MB.
    const disk = within(rowOf('Disk space'));
    expect(disk.getByText('free')).toBeTruthy();
    expect(disk.getByText(`${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(40 * 1024)} MB`)).toBeTruthy();
  });

  it('counts a part that is not set up as no fault: the whole is UP', async () => {
    renderInAdmin(<HealthList />, { resource: 'health', answers: { 'GET /management/health': health('UP') } });

    expect(await screen.findByRole('cell', { name: 'Mail transport' })).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('UP')).toBeTruthy();
    expect(within(screen.getByRole('status')).queryByText('DOWN')).toBeNull();
  });

  it('asks the server again on Refresh and shows what it now says', async () => {
    let mail: 'UP' | 'DOWN' = 'DOWN';
    const { requests } = renderInAdmin(<HealthList />, { resource: 'health', answers: { 'GET /management/health': () => health(mail) } });
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('DOWN')).toBeTruthy());

    mail = 'UP';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(within(screen.getByRole('status')).getByText('UP')).toBeTruthy());
    expect(within(rowOf('Mail transport')).getByText('localhost')).toBeTruthy();
    expect(requests.filter((r) => r.url === '/management/health')).toHaveLength(2);
  });

  it('says the server did not answer instead of showing the last answer as current', async () => {
    let answer: { status: number; data: unknown } = health('UP');
    renderInAdmin(<HealthList />, { resource: 'health', answers: { 'GET /management/health': () => answer } });
    await waitFor(() => expect(within(screen.getByRole('status')).getByText('UP')).toBeTruthy());

    answer = { status: 500, data: { status: 500, message: 'error.http.500' } };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(screen.getAllByText('Something went wrong on the server. Please try again later.')).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('cell', { name: 'Database' })).toBeNull();
  });
});
