import type { GroupCard, GroupDetail, GroupMember, SharedDocument } from '@codex/domain';

/** Groups of Ada (user 7, account 100) for the group pages' tests. */
export const member = (userId: number, firstName: string, lastName: string, email?: string): GroupMember => ({ userId, firstName, lastName, ...(email ? { email } : {}) });

export const frances = member(21, 'Frances', 'Allen', 'frances.allen@acme.example');
export const radia = member(22, 'Radia', 'Perlman', 'radia.perlman@acme.example');
export const edsger = member(23, 'Edsger', 'Dijkstra', 'edsger.dijkstra@acme.example');

export const document = (contentID: number, contentCode: string, documentTitle: string, designationNo: string | null, assetId: string | null = null): SharedDocument => ({
  contentID,
  contentCode,
  documentTitle,
  designationNo,
  assetId,
});

export const rfc9110 = document(901, 'IETF-RFC9110', 'HTTP Semantics', 'RFC 9110');
export const rfc9111 = document(902, 'IETF-RFC9111', 'HTTP Caching &amp; Freshness', 'RFC 9111');
export const noDesignation = document(903, 'W3C-WCAG22', 'Web Content Accessibility Guidelines', null, 'WCAG-22');

export const card = (groupID: number, name: string, createdById: number, owner: [string, string], counts = { memberCount: 2, contentCount: 1 }): GroupCard => ({
  groupID,
  name,
  longDesc: `About ${name}`,
  createdById,
  userInfo: { createFirstName: owner[0], createLastName: owner[1] },
  ...counts,
});

export const detail = (overrides: Partial<GroupDetail> = {}): GroupDetail => ({
  groupID: 5,
  accountID: 100,
  name: 'HTTP working group',
  longDesc: 'Everything about caching.',
  createdById: 7,
  createdByFirstName: 'Ada',
  createdByLastName: 'Lovelace',
  rosters: [frances, radia],
  memberCount: 2,
  contentCount: 2,
  ...overrides,
});
