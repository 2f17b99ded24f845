/** Business constants and limits from the specification (section 9 of both documents). */
export const LIMITS = {
  groupName: 255,
  groupDescription: 255,
  compassPointName: 255,
  compassPointDescription: 1300,
  compassPointOverlay: 500,
  searchInput: 500,
  highlightPreview: 255,
  headerUserName: 40,
  memberSearchSize: 100,
  /** Not named by the spec: the group e-mail and share message. */
  emailMessage: 5000,
  groupNameOnDetail: 50,
  membersShownOnDetail: 6,
  shareGroupMembersShown: 3,
  /** Not named by the spec; generous bounds for free text the product stores. */
  shortText: 255,
  url: 2048,
  i18nKey: 200,
} as const;

export const TIMING = {
  requestTimeoutMs: 600_000,
  notificationAutoHideMs: 7_000,
  debounceMs: 500,
  documentShareDebounceMs: 1_000,
  refinementCacheMs: 720_000,
  localeCookieDays: 30,
  htmlComparePollMs: 10_000,
  htmlComparePollMax: 10,
  iframeHeightPollMs: 1_000,
  /** A lazily loaded page's code that has not arrived by then has failed to load (spec section 8). */
  chunkLoadTimeoutMs: 120_000,
} as const;

export const PAGE_SIZES = {
  default: 10,
  search: 25,
  searchOptions: [25, 50, 75, 100],
  homeCards: 6,
} as const;

export const TOKEN_SCOPES = ['openid', 'profile', 'email'] as const;
