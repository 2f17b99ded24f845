// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MailMessageDetail } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import MailList from './MailList.js';
import MailShow from './MailShow.js';

afterEach(cleanup);

const sent: MailMessageDetail = {
  id: 41,
  tenantId: 1,
  kind: 'SHARING',
  toAddress: 'ada@example.org',
  subject: 'Grace shared RFC 9110 with you',
  locale: 'fr',
  state: 'failed',
  attempts: 5,
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: null,
  messageId: null,
  headers: { 'List-Unsubscribe': '<https://library.example/unsubscribe/abc>', 'Reply-To': 'grace@acme.example' },
  text: 'Grace shared RFC 9110 with you.\n\nOpen it: https://library.example/document/RFC9110',
  html: '<p>Grace shared <b>RFC 9110</b> with you.</p><script>parent.document.title = "owned"</script>',
};

describe('MailShow', () => {
  it('shows the message as it was sent: delivery, headers, the plain text and the HTML in a sandboxed frame', async () => {
    renderInAdmin(<MailShow />, { resource: 'mail', route: '/mail/:id/show', at: '/mail/41/show', answers: { 'GET /management/mail/41': { data: sent } } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Grace shared RFC 9110 with you' })).toBeTruthy();
    const delivery = screen.getByRole('table', { name: 'Delivery' });
    expect(within(delivery).getByRole('row', { name: /State/ }).textContent).toBe('StateFailedAttempts: 5550 Mailbox unavailable');
    expect(within(delivery).getByRole('row', { name: /Kind/ }).textContent).toBe('KindShared with me');
    const headers = screen.getByRole('table', { name: 'Headers' });
    expect(within(headers).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Toada@example.org',
      'SubjectGrace shared RFC 9110 with you',
      'List-Unsubscribe<https://library.example/unsubscribe/abc>',
      'Reply-Tograce@acme.example',
    ]);
    expect(screen.getByText(/Open it: https:\/\/library.example\/document\/RFC9110/)).toBeTruthy();

    const frame = screen.getByTitle('The HTML part of the message, shown without scripts') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    // sandbox="" is every restriction at once: no script runs, no form posts, no navigation, no same origin.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Grace shared <b>RFC 9110</b> with you.</p>');
    expect(document.title).not.toBe('owned');
  });

  it('opens from the list, showing the row at once and the parts of the message once they come', async () => {
    const { html: _html, text: _text, headers: _headers, messageId: _messageId, ...summary } = sent;
    renderInAdmin(<MailList />, {
      resource: 'mail',
      route: '/mail',
      at: '/mail',
      elsewhere: { '/mail/:id/show': <MailShow /> },
      answers: {
        'GET /management/mail?page=0&size=25&sort=createdAt,desc': { data: [summary], headers: { 'x-total-count': '1' } },
        'GET /management/mail/41': { data: sent },
      },
    });

    fireEvent.click(await screen.findByRole('cell', { name: 'Grace shared RFC 9110 with you' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Grace shared RFC 9110 with you' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Headers' })).toBeTruthy();
  });

  it('shows the envelope headers the server sends once, in its order', async () => {
    const headers = { From: 'Keystone Compass <library@keystone.example>', To: 'ada@example.org', Subject: sent.subject, 'Message-ID': '<m1@codex.local>' };
    renderInAdmin(<MailShow />, {
      resource: 'mail',
      route: '/mail/:id/show',
      at: '/mail/41/show',
      answers: { 'GET /management/mail/41': { data: { ...sent, messageId: '<m1@codex.local>', headers } } },
    });

    const table = await screen.findByRole('table', { name: 'Headers' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'FromKeystone Compass <library@keystone.example>',
      'Toada@example.org',
      'SubjectGrace shared RFC 9110 with you',
      'Message-ID<m1@codex.local>',
    ]);
  });
});
