// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compassPoint } from '../../features/compassPoints/compassPointFixtures.js';
import { adaWithCompassPoints, renderReaderAt } from '../../test/compassPointPages.js';

afterEach(cleanup);

const UUID = '7a1c2a4e-3f7d-4a8e-9d1b-0c7e5a9b2f10';
const PATH = `/compasspoint/${UUID}`;
const shared = (answer: { status: number; data?: unknown }) => ({ 'GET /api/v1/compasspoint': () => answer });
const problem = (status: number, detail: string) => ({ status, data: { title: status === 401 ? 'Unauthorized' : 'Forbidden', status, detail } });

describe('/compasspoint/{uuid}', () => {
  it('opens the document at an active compass point', async () => {
    const { router } = renderReaderAt(PATH, shared({ status: 200, data: { ...compassPoint({ contentCode: 'IETF RFC9110' }), isDeleted: false } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/document'));
    expect(router.state.location.search).toBe(`?contentCode=IETF%20RFC9110&annotationid=${UUID}`);
  });

  it('shows who deactivated it and when, and to ask the account administrator', async () => {
    renderReaderAt(
      PATH,
      shared({ status: 200, data: { ...compassPoint({ status: 'INACTIVE', deletedByEmail: 'radia@acme.example', deletedDate: '2026-11-22T09:00:00Z' }), isDeleted: true } }),
    );
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('This compass point has been deactivated')).toBeTruthy();
    expect(notice.textContent).toContain('radia@acme.example deactivated it on Nov 22, 2026. Contact your account administrator if you need it again.');
  });

  it('explains a 401: compass points are for individual users who are logged in; OK goes home', async () => {
    const { router } = renderReaderAt(PATH, shared(problem(401, 'Compass points are only available to individual users who are logged in')), {
      account: { ...adaWithCompassPoints, userType: 'COMPANY' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Compass points are not available' });
    expect(within(dialog).getByText(/not eligible for your user type.*only when you are logged in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows the tenant's no-access message when the user is not entitled to the document", async () => {
    renderReaderAt(PATH, shared(problem(403, 'User is not entitled for the Document')));
    const dialog = await screen.findByRole('dialog', { name: 'No access to this document' });
    expect(within(dialog).getByText(/Keystone Standards Institute can add it to your account/)).toBeTruthy();
  });

  it("shows the feature message with the tenant's name, e-mail, phone and sales link when the account has no compass points", async () => {
    const { router } = renderReaderAt(PATH, shared(problem(403, 'Compass points are not enabled at account level setting')), {
      account: { ...adaWithCompassPoints, compassPointFlag: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Compass points are not enabled' });
    expect(within(dialog).getByText(/not enabled for your account at Keystone Standards Institute/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'support@keystone.example' }).getAttribute('href')).toBe('mailto:support@keystone.example');
    expect(within(dialog).getByRole('link', { name: '+1 610 555 0100' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Subscription options' }).getAttribute('href')).toBe('https://keystone.example/sales');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says a link that leads nowhere leads nowhere', async () => {
    renderReaderAt('/compasspoint/not-a-uuid', {});
    expect(await screen.findByRole('dialog', { name: 'Compass point not found' })).toBeTruthy();
  });
});
