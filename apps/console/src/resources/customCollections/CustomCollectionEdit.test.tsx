// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomCollectionDetail, SearchDocument } from '@codex/domain';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import CustomCollectionEdit from './CustomCollectionEdit.js';

afterEach(cleanup);

const item = (contentCode: string, designation: string, title: string) => ({
  contentCode,
  designation,
  title,
  publisherName: 'IETF',
  addedBy: 'Grace Hopper',
  addedAt: '2026-11-20T10:30:00.000Z',
});
const shelf = (items: AdminCustomCollectionDetail['items']): AdminCustomCollectionDetail => ({
  id: 7,
  name: 'Protocols',
  accountId: 3,
  accountName: 'Acme Engineering',
  accountNumber: '100200',
  itemCount: items.length,
  createdBy: 'Grace Hopper',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
  items,
});
const tls = item('RFC8446', 'RFC 8446', 'The Transport Layer Security (TLS) Protocol Version 1.3');
const found = (contentCode: string, displayDesignation: string, documentTitle: string) =>
  ({ contentCode, displayDesignation, documentTitle, publisherName: 'IETF', status: 'Active', publishDate: null, publishedOnlineDate: null }) as SearchDocument;

function open(answers: Answers) {
  return renderInAdmin(<CustomCollectionEdit />, { resource: 'customCollections', authorities: ['ADMIN'], route: '/customCollections/:id/*', at: '/customCollections/7', answers });
}

describe('CustomCollectionEdit', () => {
  it('lists the documents with who added each and when', async () => {
    open({ 'GET /api/admin/custom-collections/7': { data: shelf([tls]) } });
    const list = await screen.findByRole('list', { name: 'Documents (1)' });
    expect(within(list).getByText('RFC 8446 · The Transport Layer Security (TLS) Protocol Version 1.3')).toBeTruthy();
    expect(within(list).getByText(/IETF · added by Grace Hopper on /)).toBeTruthy();
    expect(screen.getByDisplayValue('Protocols')).toBeTruthy();
  });

  it('finds documents with the search within the subscriptions and adds one', async () => {
    let current = shelf([tls]);
    const { requests } = open({
      'GET /api/admin/custom-collections/7': () => ({ data: current }),
      'POST /api/documents/entitled-documents/search?page=0&size=10': {
        data: { count: 2, nextPageFlag: false, documents: [found('RFC8446', 'RFC 8446', 'TLS 1.3'), found('RFC9110', 'RFC 9110', 'HTTP Semantics')] },
      },
      'POST /api/admin/custom-collections/7/items': () => {
        current = shelf([item('RFC9110', 'RFC 9110', 'HTTP Semantics'), tls]);
        return { data: current };
      },
    });
    await screen.findByRole('list', { name: 'Documents (1)' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the subscribed publishers' }), { target: { value: 'http' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Search results' });
    // What is in the collection already cannot be added again.
    expect((within(results).getByRole('button', { name: 'Add RFC 8446' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(results).getByRole('button', { name: 'Add RFC 9110' }));

    expect(await screen.findByRole('list', { name: 'Documents (2)' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ keywords: 'http', searchField: 'A' }, { contentCodes: ['RFC9110'] }]);
  });

  it('tells editions that share a designation apart by status, edition date and publisher', async () => {
    const edition = (contentCode: string, status: string, publishDate: string | null) =>
      ({ ...found(contentCode, 'SP 800-53 Rev. 5', 'Security and Privacy Controls'), publisherName: 'NIST', status, publishDate, publishedOnlineDate: null }) as SearchDocument;
    open({
      'GET /api/admin/custom-collections/7': { data: shelf([]) },
      'POST /api/documents/entitled-documents/search?page=0&size=10': {
        data: { count: 3, nextPageFlag: false, documents: [edition('NIST-A', 'Active', '2020-09-23'), edition('NIST-B', 'Withdrawn', '2017-08-15'), edition('NIST-C', 'Draft', null)] },
      },
    });
    await screen.findByText('No documents yet. Find them with the search and add them.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the subscribed publishers' }), { target: { value: 'SP 800-53' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Search results' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('SP 800-53 Rev. 5')).toBeTruthy();
    expect(within(rows[0]).getByText(/^Active · Edition of .*2020 · NIST$/)).toBeTruthy();
    expect(within(rows[1]).getByText(/^Withdrawn · Edition of .*2017 · NIST$/)).toBeTruthy();
    expect(within(rows[2]).getByText('Draft · Edition date not given · NIST')).toBeTruthy();
  });

  it("shows the server's refusal of a document the account is not entitled to", async () => {
    open({
      'GET /api/admin/custom-collections/7': { data: shelf([]) },
      'POST /api/documents/entitled-documents/search?page=0&size=10': { data: { count: 1, nextPageFlag: false, documents: [found('NIST-X', 'SP 800-53', 'Controls')] } },
      'POST /api/admin/custom-collections/7/items': { status: 403, data: { status: 403, message: 'error.http.403', detail: 'The account is not entitled to the document NIST-X' } },
    });
    expect(await screen.findByText('No documents yet. Find them with the search and add them.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search the subscribed publishers' }), { target: { value: 'controls' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add SP 800-53' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(screen.getByText('No documents yet. Find them with the search and add them.')).toBeTruthy();
  });

  it('removes a document only after confirmation', async () => {
    let current = shelf([tls]);
    const { requests } = open({
      'GET /api/admin/custom-collections/7': () => ({ data: current }),
      'DELETE /api/admin/custom-collections/7/items/RFC8446': () => {
        current = shelf([]);
        return { data: current };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove RFC 8446' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove RFC 8446?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove RFC 8446' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No documents yet. Find them with the search and add them.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/custom-collections/7/items/RFC8446']);
  });

  it('renames with PUT and shows a name the account already has on the field', async () => {
    const { requests } = open({
      'GET /api/admin/custom-collections/7': { data: shelf([]) },
      'PUT /api/admin/custom-collections/7': {
        status: 400,
        data: { status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'body', field: 'name', message: 'The account already has a collection of this name' }] },
      },
    });
    fireEvent.change(await screen.findByDisplayValue('Protocols'), { target: { value: 'Web platform' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findAllByText('The account already has a collection of this name')).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ name: 'Web platform' }]);
  });
});
