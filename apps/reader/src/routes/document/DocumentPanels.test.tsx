// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeServices, tenantConfig } from '../../test/fakeServices.js';
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
