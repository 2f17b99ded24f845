import { sql } from 'drizzle-orm';
import type { TenantConfig } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';
import { entitledPublisherIds } from '../../db/current-subscriptions.js';
import type { Principal } from '../../plugins/auth.js';
import { subscriptionAccountOf } from './search.policy.js';
import { REFINEMENT_FAMILIES, type Refinements, type SearchField } from './search.schema.js';

// What a search may return, worked out before any engine is asked: the tenant's publishers, narrowed to the
// account's subscriptions for entitled calls. The engines and the answers cache only ever see the result, so
// answers of one scope are never given to a caller of another (docs/adr/0017).

export interface Publisher {
  id: number;
  code: string;
  name: string;
}

/** How long the publishers read are used: they change only when a catalogue import runs. */
const PUBLISHERS_TTL_MS = 5_000;
const knownPublishers = new WeakMap<Db, { rows: Promise<Publisher[]>; readAt: number }>();

/** Publishers the tenant offers, in code order; an empty publisherCodes means all of them. */
export async function tenantPublishers(db: Db, config: Pick<TenantConfig, 'publisherCodes'>): Promise<Publisher[]> {
  let known = knownPublishers.get(db);
  if (!known || Date.now() - known.readAt > PUBLISHERS_TTL_MS) {
    known = { rows: queryRows<Publisher>(db, sql`select id, code, name from publishers order by code`), readAt: Date.now() };
    knownPublishers.set(db, known);
    known.rows.catch(() => knownPublishers.delete(db));
  }
  const rows = await known.rows;
  return config.publisherCodes.length === 0 ? rows : rows.filter((p) => config.publisherCodes.includes(p.code));
}

/** What every engine is asked: a search of these words within these publishers, with these selections. */
export interface SearchScope {
  /** Publisher ids the search may return; empty means nothing. */
  publisherIds: number[];
  keywords: string;
  searchField: SearchField;
  refinements: Refinements;
}

/** Which page of a search, in which order. */
export type SearchPaging = { page: number; size: number; sortType: 'BEST_MATCH' | 'OVERRIDE_SORT'; sort?: string };

/** The scope of the GET refinement lists: a whole catalogue, no query. */
export const catalogueScope = (publisherIds: number[]): SearchScope => ({ publisherIds, keywords: '*', searchField: 'A', refinements: {} });

/**
 * The publishers a search may return: the tenant's, narrowed to the account's subscriptions for entitled calls, and
 * to one publisher when the call names it.
 */
export async function searchPublishers(
  db: Db,
  config: Pick<TenantConfig, 'publisherCodes'>,
  principal: Principal,
  call: { entitled: boolean; publisherId?: number | null },
): Promise<Publisher[]> {
  let publishers = await tenantPublishers(db, config);
  if (call.entitled) {
    const subscribed = await entitledPublisherIds(db, subscriptionAccountOf(principal));
    publishers = publishers.filter((p) => subscribed.includes(p.id));
  }
  if (call.publisherId) publishers = publishers.filter((p) => p.id === call.publisherId);
  return publishers;
}

/** What a search or count call asks: words, field, selections, and for entitled calls perhaps one publisher. */
export type SearchCall = Refinements & { keywords: string; searchField: SearchField; publisherId?: number | null };

/** The scope of a search or count call: its publishers (searchPublishers), its words and its selections. */
export async function searchScopeOf(
  db: Db,
  config: Pick<TenantConfig, 'publisherCodes'>,
  principal: Principal,
  entitled: boolean,
  body: SearchCall,
): Promise<SearchScope> {
  return {
    publisherIds: (await searchPublishers(db, config, principal, { entitled, publisherId: body.publisherId })).map((p) => p.id),
    keywords: body.keywords,
    searchField: body.searchField,
    refinements: Object.fromEntries(REFINEMENT_FAMILIES.map((f) => [f, body[f]])),
  };
}

/**
 * The publishers a type-ahead call suggests from (the tenant's; only the subscribed ones for a my-subscription
 * call; one of them when the call names its code), and which of them the account subscribes to (flagged in the answer).
 */
export async function typeAheadScope(
  db: Db,
  config: Pick<TenantConfig, 'publisherCodes'>,
  principal: Principal,
  call: { subscribedOnly: boolean; publisherCode?: string },
): Promise<{ publishers: Publisher[]; entitledPublisherIds: number[] }> {
  const subscribed = await entitledPublisherIds(db, subscriptionAccountOf(principal));
  let publishers = await tenantPublishers(db, config);
  if (call.subscribedOnly) publishers = publishers.filter((p) => subscribed.includes(p.id));
  const { publisherCode } = call;
  if (publisherCode !== undefined) publishers = publishers.filter((p) => p.code.toLowerCase() === publisherCode.toLowerCase());
  return { publishers, entitledPublisherIds: subscribed };
}
