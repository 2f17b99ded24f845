// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CarryAnswer } from '@codex/domain';
import { fakeServices } from '../../../test/fakeServices.js';
import { renderWithServices } from '../../../test/renderWithServices.js';
import { CarryCompassPointsDialog } from './CarryCompassPointsDialog.js';
import { OPTIONS, rfc7231Preview } from '../../../test/carryFixtures.js';

afterEach(cleanup);

const answer: CarryAnswer = {
  source: rfc7231Preview.source,
  target: rfc7231Preview.target,
  results: [
    { sourceId: 1, outcome: 'exact', result: 'carried', newCompassPointID: 101, newCompassPointUUID: 'bbbbbbbb-0000-4000-8000-000000000101', oldText: OPTIONS, newText: OPTIONS },
    { sourceId: 3, outcome: 'changed', result: 'carried', newCompassPointID: 103, newCompassPointUUID: 'bbbbbbbb-0000-4000-8000-000000000103', oldText: 'old', newText: 'new' },
    { sourceId: 4, outcome: 'not-found', result: 'not-found', newCompassPointID: null, newCompassPointUUID: null, oldText: 'URI', newText: null },
  ],
};

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the carry dialog', () => {
  it('lists each compass point with its outcome; a changed one shows the old and the new text', async () => {
    const fake = fakeServices({ signedIn: true });
    renderWithServices(<CarryCompassPointsDialog open contentID={7231} preview={rfc7231Preview} onClose={() => {}} />, fake.services);
    expect(screen.getByRole('heading', { name: 'Carry compass points to RFC 9110' })).toBeTruthy();
    expect(within(row('OPTIONS')).getByText('Exact')).toBeTruthy();
    expect(within(row('Request semantics')).getByText('Moved')).toBeTruthy();
    const changed = row('GET body');
    expect(within(changed).getByText('Changed')).toBeTruthy();
    expect(within(changed).getByText('In RFC 7231')).toBeTruthy();
    expect(within(changed).getByText('A payload within a GET request message has no defined semantics')).toBeTruthy();
    expect(within(changed).getByText('In RFC 9110')).toBeTruthy();
    expect(within(changed).getByText('content received in a GET request has no generally defined semantics')).toBeTruthy();
    const notFound = row('URI semantics');
    expect(within(notFound).getByText('Not found')).toBeTruthy();
    expect(within(notFound).getByText('Not found in RFC 9110: it stays on RFC 7231.')).toBeTruthy();
    expect((within(notFound).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const carried = row('Carried before');
    expect((within(carried).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(carried).getByRole('link', { name: 'Open in RFC 9110' }).getAttribute('href')).toBe('/document?contentCode=IETF-RFC9110&annotationid=aaaaaaaa-0000-4000-8000-000000000099');
    // The three that can be carried start selected.
    expect(screen.getByRole('button', { name: 'Carry (3)' })).toBeTruthy();
  });

  it('carries the ones left checked, then links to the carried compass points', async () => {
    const posted: unknown[] = [];
    const fake = fakeServices({
      signedIn: true,
      routes: {
        'POST /api/v1/compasspoint/carry': (config) => {
          posted.push(JSON.parse(config.data as string));
          return { status: 200, data: answer };
        },
      },
    });
    const onCarried = vi.fn();
    renderWithServices(<CarryCompassPointsDialog open contentID={7231} preview={rfc7231Preview} onClose={() => {}} onCarried={onCarried} />, fake.services);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Request semantics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Carry (2)' }));
    await waitFor(() => expect(onCarried).toHaveBeenCalledWith(answer));
    expect(posted).toEqual([{ contentID: 7231, compassPointIDs: [1, 3, 4] }]);
    expect(screen.getByRole('status').textContent).toBe('Carried: 2 · already carried: 0 · not found: 1');
    expect(screen.getByText('Compass points that were not found stay on RFC 7231; nothing was dropped.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Open in RFC 9110' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/document?contentCode=IETF-RFC9110&annotationid=bbbbbbbb-0000-4000-8000-000000000101',
      '/document?contentCode=IETF-RFC9110&annotationid=bbbbbbbb-0000-4000-8000-000000000103',
    ]);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('disables Carry when nothing is selected; select all selects only those that can be carried', () => {
    const fake = fakeServices({ signedIn: true });
    renderWithServices(<CarryCompassPointsDialog open contentID={7231} preview={rfc7231Preview} onClose={() => {}} />, fake.services);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    fireEvent.click(selectAll);
    expect((screen.getByRole('button', { name: 'Carry (0)' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(selectAll);
    expect((screen.getByRole('button', { name: 'Carry (3)' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('loads its own preview, and says so when there is nothing to carry or the call fails', async () => {
    const empty = fakeServices({ signedIn: true, routes: { 'GET /api/v1/compasspoint/carry': () => ({ status: 200, data: { ...rfc7231Preview, compassPoints: [], carryable: 0 } }) } });
    renderWithServices(<CarryCompassPointsDialog open contentID={7231} onClose={() => {}} />, empty.services);
    expect(screen.getByText('Looking for the passages in the new edition…')).toBeTruthy();
    expect(await screen.findByText('There are no compass points you can carry.')).toBeTruthy();
    cleanup();
    const failing = fakeServices({ signedIn: true, routes: { 'GET /api/v1/compasspoint/carry': () => ({ status: 500, data: {} }) } });
    renderWithServices(<CarryCompassPointsDialog open contentID={7231} onClose={() => {}} />, failing.services);
    expect(await screen.findByText('The compass points could not be looked up. Try again later.')).toBeTruthy();
  });

  it('closes with Cancel', () => {
    const onClose = vi.fn();
    renderWithServices(<CarryCompassPointsDialog open contentID={7231} preview={rfc7231Preview} onClose={onClose} />, fakeServices({ signedIn: true }).services);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
