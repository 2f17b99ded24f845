// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import CompassPointList from './CompassPointList.js';
import { compassPoint, page } from './fixtures.js';

afterEach(cleanup);

const ACTIVE = 'GET /api/v1/compasspoint/list-admin?pageIndex=0&pageSize=25&sort=createdDate-&status=active';
const point = compassPoint(5, { name: 'Stateless', description: 'Servers keep no session' });

const openList = (authorities: string[], answers: Answers) =>
  renderInAdmin(<CompassPointList />, {
    resource: 'compassPoints',
    authorities,
    elsewhere: { '/compassPoints/:id/show': <p>The compass point page</p> },
    answers: { [ACTIVE]: page([point]), ...answers },
  });

describe('selecting a compass point as the account ADMIN', () => {
  it('checks the entitlement with GET /api/v1/compasspoint/{id}, then shows the compass point in a dialog', async () => {
    const { requests } = openList(['ADMIN'], { 'GET /api/v1/compasspoint/5': { data: point } });
    fireEvent.click(await screen.findByRole('cell', { name: 'Stateless' }));

    const dialog = await screen.findByRole('dialog', { name: 'Stateless' });
    expect(within(dialog).getByText('Servers keep no session')).toBeTruthy();
    expect(within(dialog).getByText(/Designation: RFC 9110/)).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain('/api/v1/compasspoint/5');
    expect(screen.queryByText('The compass point page')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says plainly that the account is not entitled to the document when the server answers 403, and opens nothing', async () => {
    openList(['ADMIN'], { 'GET /api/v1/compasspoint/5': { status: 403, data: { status: 403, detail: 'User is not entitled for the Document', message: 'error.http.403' } } });
    fireEvent.click(await screen.findByRole('cell', { name: 'Stateless' }));

    expect(await screen.findByText("The account is not entitled to this Compass Point's document, so it cannot be opened.")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the compass point page with its history and row actions for the CP admin', async () => {
    const { requests } = openList(['CP_ADMIN'], {});
    fireEvent.click(await screen.findByRole('cell', { name: 'Stateless' }));

    expect(await screen.findByText('The compass point page')).toBeTruthy();
    expect(requests.map((r) => r.url)).not.toContain('/api/v1/compasspoint/5');
  });
});
