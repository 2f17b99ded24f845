// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkItem } from '@codex/data';
import { accountRoutes, fakeServices, tenantConfig } from '../../test/fakeServices.js';
import { SessionProvider } from '../../features/session/SessionProvider.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { WorkItemsPanel } from './DocumentPanels.js';
import { NoAccessDialog } from './DocumentDialogs.js';
import { publisherCodeOf } from './documentRules.js';

afterEach(cleanup);

describe('Work items', () => {
  it('shows each draft in progress, linked, with its date, contact and that no ballots are recorded', () => {
    renderWithServices(
      <WorkItemsPanel
        items={[
          {
            publisher: 'National Institute of Standards and Technology',
            workItemNumber: 'NIST SP 800-53A Rev. 5 (Draft)',
            contentCode: 'NIST-SP-800-53A-REV-5-DRAFT',
            family: 'NIST-SP-800-53A-REV-5-DRAFT',
            initiatedDate: '2021-08-03',
            technicalContact: 'Joint Task Force',
            ballotList: [],
          },
        ]}
      />,
      fakeServices({ signedIn: true }).services,
    );
    expect(screen.getByRole('link', { name: 'NIST SP 800-53A Rev. 5 (Draft)' }).getAttribute('href')).toBe('/document?contentCode=NIST-SP-800-53A-REV-5-DRAFT');
    expect(screen.getByText('National Institute of Standards and Technology')).toBeTruthy();
    expect(screen.getByText('Aug 03, 2021')).toBeTruthy();
    expect(screen.getByText('Joint Task Force')).toBeTruthy();
    expect(screen.getByText('The publisher records no ballots for this work item.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // Without the tracking access (the page offers no Track), no switch.
    expect(screen.queryByRole('switch')).toBeNull();
  });

  const webauthn: WorkItem = {
    publisher: 'World Wide Web Consortium',
    workItemNumber: 'W3C webauthn-3',
    contentCode: 'W3C-WEBAUTHN-3',
    family: 'W3C-WEBAUTHN-1',
    initiatedDate: '2021-04-27',
    technicalContact: 'Michael Jones (Web Authentication Working Group)',
    ballotList: [],
  };

  it('"Track work item": shows the stored flag, sets it with workItem=true and clears it by stopping the tracking', async () => {
    const bodies: unknown[] = [];
    const fake = fakeServices({
      signedIn: true,
      routes: {
        ...accountRoutes,
        'GET /api/documents/getContentTracking': (config) => {
          expect(config.params).toEqual({ family: 'W3C-WEBAUTHN-1' });
          return { status: 200, data: { data: null, trackerUnavailable: false } };
        },
        'POST /api/tracked-documents': (config) => {
          expect(config.params).toEqual({ contentCode: 'W3C-WEBAUTHN-3', workItem: 'true' });
          return { status: 201, data: { id: 31, trackingFlag: true, workItem: true } };
        },
        'PUT /api/tracked-documents/31': (config) => {
          bodies.push(JSON.parse(String(config.data)));
          return { status: 200, data: { id: 31, trackingFlag: false, workItem: false } };
        },
      },
    });
    renderWithServices(
      <SessionProvider>
        <WorkItemsPanel items={[webauthn]} tracking={{ needsPersonalSignIn: false }} />
      </SessionProvider>,
      fake.services,
    );
    const toggle = await screen.findByRole('switch', { name: 'Track work item W3C webauthn-3' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(fake.calls).toContain('POST /api/tracked-documents');
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(bodies).toEqual([{ trackingFlag: false }]);
  });

  it('a tracking of the family that is not a work item tracking leaves the switch off', async () => {
    const fake = fakeServices({
      signedIn: true,
      routes: {
        ...accountRoutes,
        'GET /api/documents/getContentTracking': () => ({ status: 200, data: { data: { id: 9, trackingFlag: true, workItem: false }, trackerUnavailable: false } }),
      },
    });
    renderWithServices(
      <SessionProvider>
        <WorkItemsPanel items={[webauthn]} tracking={{ needsPersonalSignIn: false }} />
      </SessionProvider>,
      fake.services,
    );
    const toggle = await screen.findByRole('switch', { name: 'Track work item W3C webauthn-3' });
    await waitFor(() => expect(fake.calls).toContain('GET /api/documents/getContentTracking'));
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('says there is no work in progress rather than showing an empty list', () => {
    renderWithServices(<WorkItemsPanel items={[]} />, fakeServices({ signedIn: true }).services);
    expect(screen.getByText('The catalogue holds no work in progress on this document.')).toBeTruthy();
  });
});

describe('the no document content dialog', () => {
  it("adds the publisher's own message, where the publisher publishes the document", () => {
    renderWithServices(<NoAccessDialog tenant={tenantConfig as never} reason="missing" publisherCode={publisherCodeOf('IETF-RFC99999')} onClose={() => undefined} />, fakeServices({ signedIn: true }).services);
    expect(screen.getByText('This RFC could not be opened here. The RFC Editor publishes every RFC openly at rfc-editor.org.')).toBeTruthy();
  });

  it('shows only the common message for a publisher without its own', () => {
    renderWithServices(<NoAccessDialog tenant={tenantConfig as never} reason="missing" publisherCode={publisherCodeOf('ACME-X1')} onClose={() => undefined} />, fakeServices({ signedIn: true }).services);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText(/could not be opened here/)).toBeNull();
    expect(publisherCodeOf('nothing')).toBeNull();
  });
});
