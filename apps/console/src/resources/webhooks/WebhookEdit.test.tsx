// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWebhook, WebhookDeliveryAttempt } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import WebhookEdit from './WebhookEdit.js';
import WebhookList from './WebhookList.js';

afterEach(cleanup);

const webhook: AdminWebhook = {
  id: 7,
  accountId: 3,
  accountName: 'Acme Engineering',
  url: 'https://hooks.acme.example/codex',
  secret: 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  events: ['document.changed', 'compassPoint.created'],
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastDeliveryAt: '2026-11-25T09:00:00.000Z',
  lastStatusCode: 500,
};
const attempt = (id: number, tryNumber: number, statusCode: number | null, error: string | null): WebhookDeliveryAttempt => ({
  id,
  deliveryId: 'b1e4c2a0-0000-4000-8000-000000000001',
  event: 'document.changed',
  attempt: tryNumber,
  at: '2026-11-25T09:00:00.000Z',
  statusCode,
  durationMs: 42,
  error,
  state: statusCode === 200 ? 'delivered' : 'queued',
});

describe('WebhookList', () => {
  it('lists the webhooks with their account, events, state and last delivery', async () => {
    renderInAdmin(<WebhookList />, {
      resource: 'webhooks',
      authorities: ['ADMIN'],
      answers: { 'GET /api/admin/webhooks?page=0&size=25&sort=createdAt,desc': { data: [webhook], headers: { 'x-total-count': '1' } } },
    });
    expect(await screen.findByRole('cell', { name: 'https://hooks.acme.example/codex' })).toBeTruthy();
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[1]).toBe('Acme Engineering');
    expect(cells[2]).toBe('A tracked document changed, Compass point created');
    expect(cells[4]).toMatch(/^500 on /);
  });

  it('says the account has none yet and offers to register one', async () => {
    renderInAdmin(<WebhookList />, { resource: 'webhooks', authorities: ['ADMIN'], answers: { 'GET /api/admin/webhooks?page=0&size=25&sort=createdAt,desc': { data: [], headers: { 'x-total-count': '0' } } } });
    expect(await screen.findByText('This account has no webhooks yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
  });
});

describe('WebhookEdit', () => {
  const answers = {
    'GET /api/admin/webhooks/7': { data: webhook },
    'GET /api/admin/webhooks/7/deliveries?page=0&size=10': { data: [attempt(2, 2, 200, null), attempt(1, 1, 500, 'HTTP 500')], headers: { 'x-total-count': '2' } },
    'POST /api/admin/webhooks/7/test': { status: 202, data: { queued: 1 } },
  };
  const open = () => renderInAdmin(<WebhookEdit />, { resource: 'webhooks', authorities: ['ADMIN'], route: '/webhooks/:id/*', at: '/webhooks/7', answers });

  it('shows the delivery log, newest try first, with status, try, duration and error', async () => {
    open();
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    await within(log).findByText('HTTP 500');
    const rows = within(log).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1));
    expect(rows).toEqual([
      ['A tracked document changed', '200', '2', '42 ms', 'Delivered'],
      ['A tracked document changed', '500', '1', '42 ms', 'HTTP 500'],
    ]);
  });

  it('hides the secret until asked, and queues a test delivery', async () => {
    const { requests } = open();
    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).not.toContain('whsec_');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(secret.textContent).toBe(webhook.secret);
    fireEvent.click(screen.getByRole('button', { name: 'Send a test delivery' }));
    expect(await screen.findByText('Test delivery queued')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url === '/api/admin/webhooks/7/test')).toBe(true));
  });
});
