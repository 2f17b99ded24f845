// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DocumentDetails } from '@codex/data';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { DocumentDetailsPanel } from './DocumentDetailsPanel.js';

afterEach(cleanup);

const none: DocumentDetails = {
  assetId: null,
  committeeSponsor: null,
  doi: null,
  histAcceptedDate: null,
  histReceivedDate: null,
  isbnEb: null,
  issn: null,
  mainCommittee: null,
  mainWithSubCommittee: null,
  volumeNumber: null,
  language: null,
  conferenceName: null,
  conferenceLocation: null,
  meetingDate: null,
  session: null,
  primaryTopic: null,
  fundingOrganization: null,
  contentType: null,
  equivalentList: [],
  noteList: [],
} as unknown as DocumentDetails;

function renderPanel(details: DocumentDetails | null, publisher: unknown) {
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/documents/additional-details': () => (details ? { status: 200, data: details } : { status: 500 }),
      'GET /api/documents/additional-details-by-publisher': () => ({ status: 200, data: publisher }),
    },
  });
  renderWithServices(<DocumentDetailsPanel http={fake.services.http} contentCode="IETF-RFC9110" />, fake.services);
  return fake.calls;
}

describe('Document details', () => {
  it('asks for nothing until opened, then shows the DOI, committee and the IETF record with translated labels', async () => {
    const calls = renderPanel(
      { ...none, assetId: 'RFC9110', doi: '10.17487/RFC9110', mainWithSubCommittee: 'Web and Internet Transport / HTTP', equivalentList: ['STD 97'], language: 'en-US' },
      { titleKey: 'document.details.publisher.IETF', detailItems: [{ label: 'Working group', values: ['HTTP'] }, { label: 'Internet-Draft', values: ['draft-ietf-httpbis-semantics-19'] }, { label: 'Something new', values: ['x'] }] },
    );
    expect(calls.filter((c) => c.includes('additional-details'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Document details' }));
    expect(await screen.findByText('10.17487/RFC9110')).toBeTruthy();
    expect(screen.getByText('DOI')).toBeTruthy();
    expect(screen.getByText('Committee')).toBeTruthy();
    expect(screen.getByText('Web and Internet Transport / HTTP')).toBeTruthy();
    expect(screen.getByText('Equivalent to')).toBeTruthy();
    expect(screen.queryByText('ISBN')).toBeNull();
    const record = screen.getByRole('region', { name: 'As the IETF records it' });
    expect(within(record).getByText('Working group')).toBeTruthy();
    expect(within(record).getByText('draft-ietf-httpbis-semantics-19')).toBeTruthy();
    // A label without a message shows as the publisher gives it.
    expect(within(record).getByText('Something new')).toBeTruthy();
  });

  it('says plainly when the catalogue records nothing more', async () => {
    renderPanel(none, { titleKey: 'document.details.publisher.W3C', detailItems: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Document details' }));
    expect(await screen.findByText('The publisher records no further details for this document.')).toBeTruthy();
  });

  it('says the details could not be loaded when the call fails', async () => {
    renderPanel(null, { titleKey: 'document.details.publisher.IETF', detailItems: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Document details' }));
    expect(await screen.findByText('The details could not be loaded.')).toBeTruthy();
  });
});
