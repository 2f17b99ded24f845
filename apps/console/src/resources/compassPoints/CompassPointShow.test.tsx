// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import CompassPointShow from './CompassPointShow.js';
import { LONG_SELECTION, change, compassPoint } from './fixtures.js';

afterEach(cleanup);

const HISTORY = 'GET /api/v1/audits/compassPoint/5/all?pageIndex=0&pageSize=100&sort=createdDate-';
const history = (entries: ReturnType<typeof change>[]) => ({ data: { content: entries, totalElements: entries.length, pageSize: 100 }, headers: { 'x-total-count': String(entries.length) } });

function openCompassPoint(answers: Answers = {}) {
  return renderInAdmin(<CompassPointShow />, {
    resource: 'compassPoints',
    authorities: ['CP_ADMIN'],
    route: '/compassPoints/:id/show',
    at: '/compassPoints/5/show',
    elsewhere: { '/compassPoints': <p>The compass points list</p> },
    answers: { 'GET /api/v1/compasspoint/5': { data: compassPoint(5) }, [HISTORY]: history([]), ...answers },
  });
}

describe('CompassPointShow', () => {
  it("shows the compass point's fields and its whole selected text", async () => {
    openCompassPoint();

    expect(await screen.findByRole('heading', { level: 1, name: 'Point 5' })).toBeTruthy();
    expect(screen.getByText(LONG_SELECTION)).toBeTruthy();
    expect(screen.getByText('Why this paragraph matters')).toBeTruthy();
    expect(screen.getByText(/Designation: RFC 9110/)).toBeTruthy();
    expect(screen.getByText(/Created by: Grace Hopper \(grace@acme.example\)/)).toBeTruthy();
    expect(await screen.findByText('No changes recorded.')).toBeTruthy();
  });

  it('labels each change of the history by its kind, newest first', async () => {
    openCompassPoint({
      [HISTORY]: history([change(5, 'ACTIVATE', 'Ada Lovelace'), change(4, 'DEACTIVATE', 'Ada Lovelace'), change(3, 'UPDATE-SELECTION'), change(2, 'UPDATE'), change(1, 'INSERT')]),
    });

    const list = await screen.findByRole('list', { name: 'Change history' });
    const labels = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
    expect(labels).toEqual(['Reactivated', 'Deactivated', 'Edited (highlighted text changed)', 'Edited', 'Created']);
    expect(within(list).getAllByText(/^Ada Lovelace · /)).toHaveLength(2);
  });

  it("offers the compass point admin Deactivate on a colleague's compass point the server lets her change, and reactivates it", async () => {
    let current = compassPoint(5, { edit: true });
    const { requests } = openCompassPoint({
      'GET /api/v1/compasspoint/5': () => ({ data: current }),
      'POST /api/v1/compasspoint/deactivate/5': () => {
        current = { ...current, status: 'INACTIVE' };
        return { data: current };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/v1/compasspoint/deactivate/5'));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('offers no status change when the server says the compass point is not hers to change', async () => {
    openCompassPoint({ 'GET /api/v1/compasspoint/5': { data: compassPoint(5, { edit: false }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Point 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('says the history could not be loaded when the server refuses it', async () => {
    openCompassPoint({ [HISTORY]: { status: 403, data: { status: 403, message: 'error.http.403' } } });

    expect(await screen.findByText('The change history could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Point 5' })).toBeTruthy();
  });
});

describe('CompassPointShow for the account ADMIN', () => {
  it('shows the compass point without asking for its history, which the API keeps for its CP admin', async () => {
    const { requests } = renderInAdmin(<CompassPointShow />, {
      resource: 'compassPoints',
      authorities: ['ADMIN'],
      route: '/compassPoints/:id/show',
      at: '/compassPoints/5/show',
      answers: { 'GET /api/v1/compasspoint/5': { data: compassPoint(5) } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Point 5' })).toBeTruthy();
    expect(screen.queryByText('Change history')).toBeNull();
    expect(requests.map((r) => r.url).filter((url) => url.includes('/audits/'))).toEqual([]);
  });

  it('says plainly that the account is not entitled to the document when the server answers 403', async () => {
    renderInAdmin(<CompassPointShow />, {
      resource: 'compassPoints',
      authorities: ['ADMIN'],
      route: '/compassPoints/:id/show',
      at: '/compassPoints/5/show',
      elsewhere: { '/compassPoints': <p>The compass points list</p> },
      answers: { 'GET /api/v1/compasspoint/5': { status: 403, data: { status: 403, detail: 'User is not entitled for the Document', message: 'error.http.403' } } },
    });

    expect(await screen.findByText("The account is not entitled to this Compass Point's document, so it cannot be opened.")).toBeTruthy();
    expect(await screen.findByText('The compass points list')).toBeTruthy();
  });
});
