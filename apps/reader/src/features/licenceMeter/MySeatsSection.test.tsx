// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MySeat } from '@codex/domain';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { MySeatsSection } from './MySeatsSection.js';

afterEach(cleanup);

const NOW = new Date('2026-11-27T10:00:00Z');
const seats: MySeat[] = [
  { id: 1, subscriptionName: 'NIST Cybersecurity Library', seatLimit: 5, contentCode: 'NIST-SP-800-53-REV-5', documentTitle: 'Security and Privacy Controls for Information Systems and Organizations', lastSeenAt: '2026-11-27T09:55:00Z' },
  { id: 2, subscriptionName: 'IETF Standards', seatLimit: 2, contentCode: null, documentTitle: null, lastSeenAt: '2026-11-20T08:00:00Z' },
];

function renderSection(held: MySeat[]) {
  const calls: string[] = [];
  let current = held;
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/my-account/seats': () => {
        calls.push('GET');
        return { status: 200, data: current };
      },
      'DELETE /api/my-account/seats': () => {
        calls.push('DELETE');
        const released = current.length;
        current = [];
        return { status: 200, data: { released } };
      },
    },
  });
  renderWithServices(<MySeatsSection now={NOW} />, fake.services);
  return { calls };
}

describe("My account's seats", () => {
  it('lists the seats held: the document read last (linked), the subscription and the last activity', async () => {
    renderSection(seats);
    const list = await screen.findByRole('list', { name: 'Seats you hold' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', { name: 'Security and Privacy Controls for Information Systems and Organizations' });
    expect(link.getAttribute('href')).toBe('/document?contentCode=NIST-SP-800-53-REV-5');
    expect(within(items[0]!).getByText('NIST Cybersecurity Library')).toBeTruthy();
    expect(within(items[0]!).getByText(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date('2026-11-27T09:55:00Z')))).toBeTruthy();
    expect(within(items[1]!).getByText('No document open')).toBeTruthy();
    expect(within(items[1]!).getByText('IETF Standards')).toBeTruthy();
    expect(within(items[1]!).getByText(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T08:00:00Z')))).toBeTruthy();
  });

  it('releases every seat after a confirmation, and says how many', async () => {
    const { calls } = renderSection(seats);
    fireEvent.click(await screen.findByRole('button', { name: 'Release my seats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release your seats?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['GET']);
    fireEvent.click(screen.getByRole('button', { name: 'Release my seats' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Release your seats?' })).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('You hold no seats.')).toBeTruthy();
    // Said once, in the section's own status line: a notification as well (shown within 600 ms) was announced twice.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getAllByText('2 seats released.').map((element) => element.getAttribute('role'))).toEqual(['status']);
    expect(calls).toEqual(['GET', 'DELETE', 'GET']);
    expect(screen.queryByRole('button', { name: 'Release my seats' })).toBeNull();
  });

  it('says so when the reader holds no seat, with nothing to release', async () => {
    renderSection([]);
    expect(await screen.findByText('You hold no seats.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Seats you hold' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release my seats' })).toBeNull();
  });
});
