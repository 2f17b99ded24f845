import { describe, expect, it } from 'vitest';
import { isSearchable, isSent, membersPreview, recipientsOf, shareFailureKey, shareItemsFor, showsExternalEntry, type Recipient } from './shareRules.js';

const member = (userId: number, firstName: string, lastName = 'Doe', email = `${firstName.toLowerCase()}@example.org`) => ({ userId, firstName, lastName, email });
const ada = member(1, 'Ada', 'Lovelace');
const bob = member(2, 'Bob');
const group = { groupID: 9, name: 'Reviewers', rosters: [ada, bob, member(3, 'Cy'), member(4, 'Di'), member(5, 'Ed')] };

describe('share rules', () => {
  it('searches only past 2 trimmed characters', () => {
    expect(isSearchable('  ad ')).toBe(false);
    expect(isSearchable('ada')).toBe(true);
  });

  it("offers the external entry for a term with '@' only when groups are on", () => {
    expect(showsExternalEntry('ada@example.org', true)).toBe(true);
    expect(showsExternalEntry('ada@example.org', false)).toBe(false);
    expect(showsExternalEntry('ada', true)).toBe(false);
  });

  it("shows a group's first 3 members then how many more", () => {
    expect(membersPreview(group.rosters)).toEqual({ names: ['Ada Lovelace', 'Bob Doe', 'Cy Doe'], more: 2 });
    expect(membersPreview([ada])).toEqual({ names: ['Ada Lovelace'], more: 0 });
  });

  it("marks as 'Sent' whom the document already went to", () => {
    const shared = { userList: [ada], groupList: [group] };
    expect(isSent({ kind: 'user', user: ada }, shared)).toBe(true);
    expect(isSent({ kind: 'user', user: bob }, shared)).toBe(false);
    expect(isSent({ kind: 'group', group }, shared)).toBe(true);
    expect(isSent({ kind: 'group', group }, null)).toBe(false);
  });

  it('lists the external entry first, each person once, and groups only when groups are on', () => {
    const content = { userList: [bob, ada], groupList: [group] };
    expect(recipientsOf(content, true, [ada]).map((r) => (r.kind === 'user' ? r.user.userId : `g${r.group.groupID}`))).toEqual([1, 2, 'g9']);
    expect(recipientsOf(content, false).every((r) => r.kind === 'user')).toBe(true);
  });

  it('marks as external only whom the address look-up found and the colleague search did not', () => {
    const cy = member(3, 'Cy');
    const people = recipientsOf({ userList: [bob, ada], groupList: [] }, true, [ada, cy]).map((r) => (r.kind === 'user' ? [r.user.userId, r.external ?? false] : []));
    expect(people).toEqual([
      [1, false],
      [3, true],
      [2, false],
    ]);
  });

  it('sends to an external person by the address they were found by, to a colleague by id', () => {
    const items = shareItemsFor([{ kind: 'user', user: ada, external: true }, { kind: 'user', user: bob }], [{ contentId: 4, contentCode: 'RFC9110' }], '');
    expect(items.users).toEqual([
      { contentID: 4, contentCode: 'RFC9110', sharedWithEmail: 'ada@example.org' },
      { contentID: 4, contentCode: 'RFC9110', sharedWithUserID: 2 },
    ]);
  });

  it('tells a document the subscription does not include and a person out of reach from other failures', () => {
    const problem = (...messages: string[]) => ({ status: 400, fieldErrors: messages.map((message, i) => ({ objectName: 'body', field: `${i}.x`, message })) });
    expect(shareFailureKey(problem('NotEntitled', 'NotFound'))).toBe('share.notEntitled');
    expect(shareFailureKey(problem('NotFound'))).toBe('share.recipientNotFound');
    expect(shareFailureKey(problem('NotNull'))).toBe('share.failed');
    expect(shareFailureKey({ status: 500 })).toBe('share.failed');
    expect(shareFailureKey(undefined)).toBe('share.failed');
    expect(shareFailureKey('<html>')).toBe('share.failed');
  });

  it('builds one share item per person and per group, with the trimmed message', () => {
    const recipients: Recipient[] = [{ kind: 'user', user: ada }, { kind: 'group', group }];
    expect(shareItemsFor(recipients, [{ contentId: 4, contentCode: 'RFC9110' }], '  read this ')).toEqual({
      users: [{ contentID: 4, contentCode: 'RFC9110', message: 'read this', sharedWithUserID: 1 }],
      groups: [{ contentID: 4, contentCode: 'RFC9110', message: 'read this', sharedWithGroupID: 9 }],
    });
    expect(shareItemsFor([{ kind: 'user', user: bob }], [{ contentId: 4, contentCode: 'RFC9110' }], '   ').users[0]).not.toHaveProperty('message');
  });

  it('sends every chosen document to every recipient', () => {
    const items = shareItemsFor([{ kind: 'user', user: ada }, { kind: 'user', user: bob }, { kind: 'group', group }], [{ contentId: 4, contentCode: 'A' }, { contentId: 5, contentCode: 'B' }], '');
    expect(items.users.map((i) => `${i.sharedWithUserID}:${i.contentCode}`)).toEqual(['1:A', '1:B', '2:A', '2:B']);
    expect(items.groups.map((i) => `${i.sharedWithGroupID}:${i.contentCode}`)).toEqual(['9:A', '9:B']);
  });
});
