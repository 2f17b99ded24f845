import { LIMITS, type GroupMember, type GroupSearchResult, type SharedContent, type ShareItem } from '@codex/domain';

/**
 * The share dialog's rules (reading-experience.md sections 5 and 9): search after more than 2 trimmed characters,
 * the '@' entry only when groups are on, a group shows 3 members then 'n more', and what was shared is 'Sent'.
 */

/**
 * Someone the document can be sent to: a colleague, a group, or the person an e-mail address names (the external
 * entry, `external`: the server reaches them by that address only, docs/adr/0044).
 */
export type Recipient = { kind: 'user'; user: GroupMember; external?: boolean } | { kind: 'group'; group: GroupSearchResult };

/** A search runs once the trimmed text is longer than 2 characters. */
export function isSearchable(term: string): boolean {
  return term.trim().length > 2;
}

/** With groups on, a term containing '@' also looks the address up as an external user. */
export function showsExternalEntry(term: string, groupsEnabled: boolean): boolean {
  return groupsEnabled && term.includes('@');
}

export const memberName = (member: GroupMember): string =>
  [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.email || String(member.userId);

/** The first members of a group and how many more it has (3 then 'n more'). */
export function membersPreview(rosters: GroupMember[], shown: number = LIMITS.shareGroupMembersShown): { names: string[]; more: number } {
  return { names: rosters.slice(0, shown).map(memberName), more: Math.max(0, rosters.length - shown) };
}

export const recipientKey = (recipient: Recipient): string =>
  recipient.kind === 'user' ? `user:${recipient.user.userId}` : `group:${recipient.group.groupID}`;

export const recipientName = (recipient: Recipient): string => (recipient.kind === 'user' ? memberName(recipient.user) : recipient.group.name);

/** Whether the current user already shared the document with this person or group. */
export function isSent(recipient: Recipient, shared: SharedContent | null): boolean {
  if (!shared) return false;
  return recipient.kind === 'user'
    ? shared.userList.some((user) => user.userId === recipient.user.userId)
    : shared.groupList.some((group) => group.groupID === recipient.group.groupID);
}

/**
 * People and groups of a search answer as recipients (groups left out when groups are off); people are deduplicated.
 * The address look-up's people come first, external unless the search found them among the colleagues too.
 */
export function recipientsOf(content: SharedContent, groupsEnabled: boolean, external: GroupMember[] = []): Recipient[] {
  const colleagues = new Set(content.userList.map((user) => user.userId));
  const seen = new Set<number>();
  const users: Recipient[] = [];
  for (const user of [...external, ...content.userList]) {
    if (seen.has(user.userId)) continue;
    seen.add(user.userId);
    users.push(colleagues.has(user.userId) ? { kind: 'user', user } : { kind: 'user', user, external: true });
  }
  const groups: Recipient[] = groupsEnabled ? content.groupList.map((group) => ({ kind: 'group', group })) : [];
  return [...users, ...groups];
}

/** How an item names its person: a colleague by id, the external entry by the address it was found by. */
const addressed = (recipient: Extract<Recipient, { kind: 'user' }>): Pick<ShareItem, 'sharedWithUserID' | 'sharedWithEmail'> =>
  recipient.external && recipient.user.email ? { sharedWithEmail: recipient.user.email } : { sharedWithUserID: recipient.user.userId };

/** The payloads of POST withUser and withGroup: every chosen document to every chosen recipient. */
export function shareItemsFor(
  recipients: Recipient[],
  documents: { contentId: number; contentCode: string }[],
  message: string,
): { users: ShareItem[]; groups: ShareItem[] } {
  const text = message.trim();
  const bases = documents.map((d) => ({ contentID: d.contentId, contentCode: d.contentCode, ...(text ? { message: text } : {}) }));
  return {
    users: recipients.flatMap((r) => (r.kind === 'user' ? bases.map((base) => ({ ...base, ...addressed(r) })) : [])),
    groups: recipients.flatMap((r) => (r.kind === 'group' ? bases.map((base) => ({ ...base, sharedWithGroupID: r.group.groupID })) : [])),
  };
}

/**
 * What the dialog says when sending failed: the server refuses the whole request (nothing is shared) with a field
 * error per item, 'NotEntitled' on a document the user's subscription does not include, 'NotFound' on a person they
 * can no longer reach; anything else is the general failure.
 */
export function shareFailureKey(problem: unknown): 'share.notEntitled' | 'share.recipientNotFound' | 'share.failed' {
  const fieldErrors = (problem as { fieldErrors?: unknown } | null)?.fieldErrors;
  const messages = Array.isArray(fieldErrors) ? fieldErrors.map((e) => (e as { message?: unknown } | null)?.message) : [];
  if (messages.includes('NotEntitled')) return 'share.notEntitled';
  if (messages.includes('NotFound')) return 'share.recipientNotFound';
  return 'share.failed';
}
