// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import type { MailMessageSummary } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import MailList from './MailList.js';

afterEach(cleanup);

const NEWEST_FIRST = '/management/mail?page=0&size=25&sort=createdAt,desc';

/** GET /management/mail answers MailMessageSummary, one page, the total in x-total-count. */
const message = (id: number, overrides: Partial<MailMessageSummary> = {}): MailMessageSummary => ({
  id,
  tenantId: 1,
  kind: 'SHARING',
  toAddress: 'ada@example.org',
  subject: 'Grace shared RFC 9110 with you',
  locale: 'en',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: '2026-11-25T09:00:02.000Z',
  ...overrides,
});
const shared = message(41);
const failing = message(42, { kind: 'GROUP_MESSAGES', toAddress: 'alan@acme.example', subject: 'Design review: agenda', state: 'retrying', attempts: 3, lastError: '421 Service not available', sentAt: null });
const page = (messages: MailMessageSummary[], total = messages.length) => ({ data: messages, headers: { 'x-total-count': String(total) } });

function ShownMessage() {
  return <p>Showing message {useParams().id}</p>;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('MailList', () => {
  it('lists the outbox newest first with recipient, subject, kind, state with attempts and last error', async () => {
    renderInAdmin(<MailList />, { resource: 'mail', answers: { [`GET ${NEWEST_FIRST}`]: page([failing, shared], 240) } });

    expect(await screen.findByRole('cell', { name: 'Design review: agenda' })).toBeTruthy();
    for (const header of ['Recipient', 'Subject', 'Kind', 'State', 'Created', 'Sent']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(cellsOf(first).slice(0, 4)).toEqual(['alan@acme.example', 'Design review: agenda', 'Group message', 'RetryingAttempts: 3421 Service not available']);
    expect(cellsOf(first)[5]).toBe('—');
    expect(cellsOf(second).slice(0, 4)).toEqual(['ada@example.org', 'Grace shared RFC 9110 with you', 'Shared with me', 'SentAttempts: 1']);
    expect(screen.getByText('1-25 of 240')).toBeTruthy();
  });

  it('filters by state, kind and search on the server', async () => {
    const byState = `${NEWEST_FIRST}&state=failed`;
    const byKind = `${byState}&kind=DIGEST`;
    const searched = `${byKind}&q=alan`;
    const { requests } = renderInAdmin(<MailList />, {
      resource: 'mail',
      answers: { [`GET ${NEWEST_FIRST}`]: page([failing, shared]), [`GET ${byState}`]: page([failing]), [`GET ${byKind}`]: page([]), [`GET ${searched}`]: page([]) },
    });
    await screen.findByRole('cell', { name: 'Design review: agenda' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byState));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Digest' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byKind));

    fireEvent.change(screen.getByRole('textbox', { name: 'Recipient or subject' }), { target: { value: 'alan' } });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(searched));
  });

  it('opens a message from its row', async () => {
    renderInAdmin(<MailList />, {
      resource: 'mail',
      route: '/mail',
      at: '/mail',
      elsewhere: { '/mail/:id/show': <ShownMessage /> },
      answers: { [`GET ${NEWEST_FIRST}`]: page([failing, shared]) },
    });

    fireEvent.click(await screen.findByRole('cell', { name: 'Grace shared RFC 9110 with you' }));

    expect(await screen.findByText('Showing message 41')).toBeTruthy();
  });

  it('says there is no message rather than showing an empty table', async () => {
    renderInAdmin(<MailList />, { resource: 'mail', answers: { [`GET ${NEWEST_FIRST}`]: page([]) } });

    expect(await screen.findByText('No message in the outbox matches.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy();
  });
});
