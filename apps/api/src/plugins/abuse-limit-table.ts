import type { FastifyRequest } from 'fastify';
import type { TenantConfig } from '@codex/domain';
import type { Config } from '../config.js';

/**
 * The limits against abuse in one table (docs/adr/0043): which routes each limit covers and how it is counted.
 * abuse-limits.ts applies them to these routes when they are registered; route files declare nothing.
 */

export type AbuseLimitName = 'shares' | 'groupMails' | 'userSearches' | 'searches' | 'fullText';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One counter of a limit: whose requests it counts, over which window, and how many it allows (0: no limit). */
export interface AbuseLimitRule {
  per: 'user' | 'account';
  windowMs: number;
  /** Said in the problem's detail: "per user per hour". */
  window: 'second' | 'minute' | 'hour' | 'day';
  max(limits: Config['abuseLimits'], tenant: TenantConfig): number;
}

export interface AbuseLimit {
  /** What is counted, in the problem's detail ("at most 50 shares per user per hour"). */
  counts: string;
  /** Checked in this order; a request refused by one is not counted by the next. */
  rules: AbuseLimitRule[];
}

export const ABUSE_LIMITS: Record<AbuseLimitName, AbuseLimit> = {
  shares: {
    counts: 'shares',
    rules: [
      { per: 'user', windowMs: HOUR, window: 'hour', max: (l) => l.shares.perUserHour },
      { per: 'account', windowMs: DAY, window: 'day', max: (l) => l.shares.perAccountDay },
    ],
  },
  groupMails: {
    counts: 'group e-mails',
    rules: [
      { per: 'user', windowMs: HOUR, window: 'hour', max: (l) => l.groupMails.perUserHour },
      { per: 'account', windowMs: DAY, window: 'day', max: (l) => l.groupMails.perAccountDay },
    ],
  },
  userSearches: {
    counts: 'user searches',
    rules: [{ per: 'user', windowMs: MINUTE, window: 'minute', max: (l) => l.userSearches.perUserMinute }],
  },
  searches: {
    counts: 'searches',
    rules: [{ per: 'user', windowMs: SECOND, window: 'second', max: (l) => l.searches.perUserSecond }],
  },
  fullText: {
    counts: 'documents in full text',
    rules: [{ per: 'user', windowMs: HOUR, window: 'hour', max: (l, tenant) => tenant.fullTextDocumentsPerHour ?? l.fullText.perUserHour }],
  },
};

/** The document a full-text request asks for, as the request names it (contentCode, or the HTML route's contentCode or content id). */
export type DocumentOf = (request: FastifyRequest) => string | null;

const named = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const contentCodeQuery: DocumentOf = (request) => named((request.query as Record<string, unknown> | undefined)?.contentCode);
const idParam: DocumentOf = (request) => named((request.params as Record<string, unknown> | undefined)?.id);

export interface LimitedRoute {
  limit: AbuseLimitName;
  /** Full text only: a document counts once per person and window, whatever the format, range or number of requests. */
  documentOf?: DocumentOf;
}

/**
 * Method and URL (as registered) of every limited route. Adding members to a group mails nobody and notifies
 * nobody, so no route counts as an invitation today (docs/adr/0043).
 */
export const LIMITED_ROUTES: Record<string, LimitedRoute> = {
  'POST /api/contentShare/withUser': { limit: 'shares' },
  'POST /api/contentShare/withGroup': { limit: 'shares' },
  'POST /api/contentShare/updateContentsByGroup': { limit: 'shares' },

  'POST /api/group/sendMailToGroup': { limit: 'groupMails' },

  'POST /api/user/searchUsers': { limit: 'userSearches' },
  'POST /api/user/searchUsersByEmail': { limit: 'userSearches' },
  'GET /api/contentShare/searchUsersAndGroups': { limit: 'userSearches' },

  'POST /api/documents/search': { limit: 'searches' },
  'POST /api/documents/entitled-documents/search': { limit: 'searches' },
  'POST /api/documents/search/top-level/count': { limit: 'searches' },
  'POST /api/documents/entitled-documents/search/top-level/count': { limit: 'searches' },
  'POST /api/documents/search/count': { limit: 'searches' },
  'POST /api/documents/entitled-documents/search/count': { limit: 'searches' },
  'POST /api/refinement/publisher/count': { limit: 'searches' },
  'POST /api/refinement/publisher/entitled-documents/count': { limit: 'searches' },
  'POST /api/documents/search/type-ahead': { limit: 'searches' },
  'POST /api/documents/search/type-ahead/publisher': { limit: 'searches' },
  'POST /api/semantic-search/v1/query': { limit: 'searches' },
  'POST /api/group/documents/search/type-ahead': { limit: 'searches' },

  'GET /api/documents/pdf/contentCode': { limit: 'fullText', documentOf: contentCodeQuery },
  'GET /api/documents/fullBook': { limit: 'fullText', documentOf: contentCodeQuery },
  'GET /api/documents/html/:id': { limit: 'fullText', documentOf: idParam },
  'GET /api/documents/download': { limit: 'fullText', documentOf: contentCodeQuery },
  'GET /api/documents/protected/pages': { limit: 'fullText', documentOf: contentCodeQuery },
  'GET /api/documents/protected/page/:pageNumber': { limit: 'fullText', documentOf: contentCodeQuery },
};
