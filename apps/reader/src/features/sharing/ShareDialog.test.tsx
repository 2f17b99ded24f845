// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { GroupMember, SharedContent } from '@codex/domain';
import { I18nProvider, en } from '@codex/i18n';
import { NotificationsProvider, createNotificationStore } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { ShareDialog } from './ShareDialog.js';

const member = (userId: number, firstName: string, lastName: string): GroupMember => ({
  userId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.org`,
});
const grace = member(11, 'Grace', 'Hopper');
const alan = member(12, 'Alan', 'Turing');
const reviewers = {
  groupID: 5,
  name: 'HTTP reviewers',
  rosters: [grace, alan, member(13, 'Barbara', 'Liskov'), member(14, 'Donald', 'Knuth'), member(15, 'Edsger', 'Dijkstra')],
};
const nobody: SharedContent = { userList: [], groupList: [] };

interface Setup {
  groupsEnabled?: boolean;
  documents?: (keywords: string) => unknown[];
  shared?: SharedContent;
  search?: (keyword: string) => SharedContent;
  byEmail?: (email: string) => GroupMember[];
  /** The answer of withUser and withGroup (200 by default). */
  answer?: () => { status: number; data: unknown };
}

function renderDialog({ groupsEnabled = true, shared = nobody, search = () => nobody, byEmail = () => [], documents = () => [], answer = () => ({ status: 200, data: {} }) }: Setup = {}) {
  const keywords: string[] = [];
  const documentTerms: string[] = [];
  const emails: string[] = [];
  const posts: { url: string; body: unknown }[] = [];
  const post = (config: InternalAxiosRequestConfig) => {
    posts.push({ url: config.url!, body: JSON.parse(config.data as string) });
    return answer();
  };
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/group/getGroupEnable': () => ({ status: 200, data: groupsEnabled }),
      'GET /api/contentShare/getSharedGroupAndUserByContentID/4': () => ({ status: 200, data: shared }),
      'GET /api/contentShare/searchUsersAndGroups': (config) => {
        const keyword = (config.params as { keyword: string }).keyword;
        keywords.push(keyword);
        return { status: 200, data: search(keyword) };
      },
      'POST /api/user/searchUsersByEmail': (config) => {
        const { email } = JSON.parse(config.data as string) as { email: string };
        emails.push(email);
        const list = byEmail(email).map((user) => ({ user }));
        return { status: 200, data: { totalCount: list.length, list } };
      },
      'POST /api/group/documents/search/type-ahead': (config) => {
        const { keywords: term } = JSON.parse(config.data as string) as { keywords: string };
        documentTerms.push(term);
        return { status: 200, data: documents(term) };
      },
      'POST /api/contentShare/withUser': post,
      'POST /api/contentShare/withGroup': post,
    },
  });
  const store = createNotificationStore();
  const onClose = vi.fn();
  render(
    <I18nProvider loadCatalogue={async () => en}>
      <NotificationsProvider store={store}>
        <ShareDialog http={fake.services.http} document={{ contentId: 4, contentCode: 'RFC9110', title: 'RFC 9110: HTTP Semantics' }} onClose={onClose} />
      </NotificationsProvider>
    </I18nProvider>,
  );
  return { keywords, emails, posts, store, onClose, documentTerms };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'People and groups' });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
const results = () => screen.getByRole('list', { name: 'People and groups found' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('share dialog', () => {
  it('loads the default list at once, then searches 500 ms after the typing pauses, and only past 2 characters', async () => {
    vi.useFakeTimers();
    const { keywords } = renderDialog({ search: (keyword) => (keyword === 'grac' ? { userList: [grace], groupList: [] } : nobody) });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await wait(10);
    expect(keywords).toEqual(['']);
    type('gr');
    await wait(600);
    expect(keywords).toEqual(['']);
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
    type('gra');
    await wait(300);
    type('grac');
    await wait(499);
    expect(keywords).toEqual(['']);
    await wait(1);
    expect(keywords).toEqual(['', 'grac']);
    vi.useRealTimers();
    expect(await within(results()).findByText('Grace Hopper')).toBeTruthy();
  });

  it("says 'No match' when nothing is found, and an emptied search reloads the default list", async () => {
    const { keywords } = renderDialog();
    await waitFor(() => expect(keywords).toEqual(['']));
    type('zzz');
    expect(await screen.findByText('No match')).toBeTruthy();
    type('');
    await waitFor(() => expect(keywords).toEqual(['', 'zzz', '']));
    expect(await screen.findByText('Search for the people or groups to share this document with.')).toBeTruthy();
  });

  it("with groups on, a term with '@' shows the external-user entry", async () => {
    const outsider = member(31, 'Katherine', 'Johnson');
    const { emails } = renderDialog({ byEmail: (email) => (email === 'katherine@example.org' ? [outsider] : []) });
    await screen.findByPlaceholderText('Search by name, group or e-mail');
    type('katherine@example.org');
    const entry = await within(await screen.findByRole('list', { name: 'People and groups found' })).findByText('Katherine Johnson');
    expect(entry.closest('li')!.textContent).toContain('External user');
    expect(emails).toEqual(['katherine@example.org']);
  });

  it("looks up only addresses the spec's e-mail rule accepts: an IP literal yes, a top level of digits no", async () => {
    const { emails, keywords } = renderDialog();
    await screen.findByPlaceholderText('Search by name, group or e-mail');
    type('katherine@example.123');
    await waitFor(() => expect(keywords).toContain('katherine@example.123'));
    type('katherine@[127.0.0.1]');
    await waitFor(() => expect(keywords).toContain('katherine@[127.0.0.1]'));
    await waitFor(() => expect(emails).toEqual(['katherine@[127.0.0.1]']));
  });

  it('sends to the external-user entry by the address it was found by', async () => {
    const outsider = member(31, 'Katherine', 'Johnson');
    const { posts, onClose } = renderDialog({ byEmail: (email) => (email === 'katherine@example.org' ? [outsider] : []) });
    await screen.findByPlaceholderText('Search by name, group or e-mail');
    type('katherine@example.org');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Katherine Johnson' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([{ url: '/api/contentShare/withUser', body: [{ contentID: 4, contentCode: 'RFC9110', sharedWithEmail: 'katherine@example.org' }] }]);
  });

  it.each([
    ['NotEntitled', 'Nothing was shared: you can share only documents your subscription includes.'],
    ['NotFound', 'Nothing was shared: someone you chose can no longer receive documents from you. Remove them and try again.'],
    ['NotNull', 'The document could not be shared. Please try again.'],
  ])('stays open and says why when the server refuses the share (%s)', async (message, text) => {
    const problem = { status: 400, title: 'Method argument not valid', fieldErrors: [{ objectName: 'body', field: '0.contentCode', message }] };
    const { posts, store, onClose } = renderDialog({ search: () => ({ userList: [alan], groupList: [] }), answer: () => ({ status: 400, data: problem }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Alan Turing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("with groups off, the placeholder asks for an e-mail and '@' looks nobody up", async () => {
    const { keywords, emails } = renderDialog({ groupsEnabled: false, search: () => ({ userList: [], groupList: [reviewers] }) });
    expect(await screen.findByPlaceholderText('Enter an e-mail address')).toBeTruthy();
    type('grace@example.org');
    await waitFor(() => expect(keywords).toContain('grace@example.org'));
    expect(await screen.findByText('No match')).toBeTruthy();
    expect(emails).toEqual([]);
  });

  it("shows a group's first 3 members then 'n more', and marks what was already shared 'Sent'", async () => {
    renderDialog({ shared: { userList: [grace], groupList: [reviewers] } });
    const list = await screen.findByRole('list', { name: 'People and groups found' });
    const group = (await within(list).findByText('HTTP reviewers')).closest('li')!;
    expect(group.textContent).toContain('Grace Hopper, Alan Turing, Barbara Liskov and 2 more');
    expect(within(group).getByText('Sent')).toBeTruthy();
    const person = within(list).getByText('Grace Hopper').closest('li')!;
    expect(within(person).getByText('Sent')).toBeTruthy();
    expect(within(person).queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('adds people and groups, sends each to its call with the message, and closes with a notification', async () => {
    const { posts, store, onClose } = renderDialog({ search: () => ({ userList: [alan], groupList: [reviewers] }) });
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Alan Turing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add HTTP reviewers' }));
    expect(within(results()).getAllByText('Added')).toHaveLength(2);
    expect(screen.getByText('Send to (2)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message (optional)' }), { target: { value: 'Worth a read' } });
    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      { url: '/api/contentShare/withUser', body: [{ contentID: 4, contentCode: 'RFC9110', message: 'Worth a read', sharedWithUserID: 12 }] },
      { url: '/api/contentShare/withGroup', body: [{ contentID: 4, contentCode: 'RFC9110', message: 'Worth a read', sharedWithGroupID: 5 }] },
    ]);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['The document was shared. Recipients: 2.']);
  });

  it('searches more documents 1000 ms after the typing pauses and sends each chosen document to each recipient', async () => {
    vi.useFakeTimers();
    const rfc9111 = { contentID: 6, contentCode: 'RFC9111', documentTitle: 'HTTP Caching', assetId: null, designationNo: 'RFC 9111' };
    const { documentTerms, posts } = renderDialog({ search: () => ({ userList: [alan], groupList: [] }), documents: () => [rfc9111] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await wait(10);
    const field = screen.getByRole('searchbox', { name: 'Also share other documents' });
    fireEvent.change(field, { target: { value: 'cach' } });
    await wait(999);
    expect(documentTerms).toEqual([]);
    await wait(1);
    expect(documentTerms).toEqual(['cach']);
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole('button', { name: 'Add RFC 9111: HTTP Caching' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Alan Turing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual([
      { contentID: 4, contentCode: 'RFC9110', sharedWithUserID: 12 },
      { contentID: 6, contentCode: 'RFC9111', sharedWithUserID: 12 },
    ]);
  });

  it('offers no document search when groups are off', async () => {
    renderDialog({ groupsEnabled: false });
    await screen.findByPlaceholderText('Enter an e-mail address');
    expect(screen.queryByRole('searchbox', { name: 'Also share other documents' })).toBeNull();
  });
});
