/**
 * THE table: which console resource is served by which endpoint for react-admin's own methods, and how. A resource's
 * other calls (a subscription granted, a file downloaded) sit beside it in the console: resources/<resource>/<name>Calls.ts.
 *
 * - `simpleRest`: the call follows ra-data-simple-rest's conventions (`GET <base>/<path>/<id>` answering the record)
 *   and goes through that library.
 * - `explicit`: the spec's own endpoints (page/size/sort with `x-total-count`, Spring-style management bodies, whole
 *   lists without paging) with a mapping written out in createDataProvider.ts.
 *
 * Paging styles of the spec's list endpoints:
 * - `page-size`: `?page=<0-based>&size=<n>&sort=<field>,<asc|desc>`, total in the `x-total-count` header;
 * - `pageIndex-pageSize`: `?pageIndex=<0-based>&pageSize=<n>&sort=<+|-><field>`, total in `x-total-count`;
 * - `pageIndex-content`: `?pageIndex=<0-based>&pageSize=<n>&sort=<field>[-]` (trailing '-' descending), answering
 *   `{ content, totalElements }` (the compass point lists);
 * - `whole`: the endpoint answers everything at once; the console filters, sorts and pages in the browser.
 */
export type PagingStyle = 'page-size' | 'pageIndex-pageSize' | 'pageIndex-content' | 'whole';

export interface ListEndpoint {
  path: string;
  paging: PagingStyle;
  /** How react-admin's sort fields are named on the server, when they differ. */
  sortFields?: Record<string, string>;
  /** The sort the server applies when react-admin asks for none. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface ResourceEndpoints {
  /** What each record's `id` is, when the server names it otherwise. */
  idField?: string;
  getList?: ListEndpoint;
  getOne?: { kind: 'simpleRest'; base: string; path: string } | { kind: 'explicit'; path: string };
  update?: { kind: 'explicit'; method: 'POST' | 'PUT'; path: string; body: string };
  /** `POST <path>`, answering the created record. */
  create?: { kind: 'explicit'; path: string; body: string };
  /** `DELETE <path with {id}>`, answering the deleted record. */
  delete?: { kind: 'explicit'; path: string };
  /** Answers with these statuses still carry the resource (health answers 503 when a component is DOWN). */
  acceptStatuses?: number[];
}

/** Base of the admin API whose single-record reads follow simple-REST. */
export const ADMIN_API = '/api/admin';
/** Base of the management API (the operator's), where the mail outbox's single messages follow simple-REST too. */
export const MANAGEMENT_API = '/management';

export const RESOURCE_ENDPOINTS = {
  health: { getList: { path: '/management/health', paging: 'whole' }, acceptStatuses: [503] },
  metrics: { getOne: { kind: 'explicit', path: '/management/jhimetrics' } },
  threaddump: { getOne: { kind: 'explicit', path: '/management/threaddump' } },
  loggers: {
    getList: { path: '/management/loggers', paging: 'whole' },
    update: { kind: 'explicit', method: 'POST', path: '/management/loggers/{id}', body: '{ configuredLevel }' },
  },
  configprops: { getList: { path: '/management/configprops', paging: 'whole' } },
  env: { getList: { path: '/management/env', paging: 'whole' } },
  audits: {
    getList: {
      path: '/management/audits',
      paging: 'page-size',
      sortFields: { timestamp: 'createdDate', id: 'createdDate' },
      defaultSort: { field: 'createdDate', order: 'DESC' },
    },
  },
  tenants: {
    idField: 'code',
    getList: { path: '/api/admin/tenants', paging: 'whole' },
    getOne: { kind: 'simpleRest', base: ADMIN_API, path: 'tenants' },
    update: { kind: 'explicit', method: 'PUT', path: '/api/admin/tenants/{id}', body: '{ config }' },
  },
  accounts: {
    getList: { path: '/api/admin/accounts', paging: 'page-size', defaultSort: { field: 'name', order: 'ASC' } },
    getOne: { kind: 'simpleRest', base: ADMIN_API, path: 'accounts' },
    // An account's editable part in the form is its IP ranges; users' authorities and subscriptions have their own
    // calls (the console's resources/accounts/accountCalls.ts).
    update: { kind: 'explicit', method: 'PUT', path: '/api/admin/accounts/{id}/ip-ranges', body: '{ ipRanges }' },
  },
  groups: {
    getList: { path: '/api/admin/groups', paging: 'page-size', defaultSort: { field: 'name', order: 'ASC' } },
    getOne: { kind: 'simpleRest', base: ADMIN_API, path: 'groups' },
    delete: { kind: 'explicit', path: '/api/admin/groups/{id}' },
  },
  customCollections: {
    getList: { path: '/api/admin/custom-collections', paging: 'page-size', defaultSort: { field: 'name', order: 'ASC' } },
    getOne: { kind: 'simpleRest', base: ADMIN_API, path: 'custom-collections' },
    create: { kind: 'explicit', path: '/api/admin/custom-collections', body: '{ name, accountId? }' },
    update: { kind: 'explicit', method: 'PUT', path: '/api/admin/custom-collections/{id}', body: '{ name }' },
    delete: { kind: 'explicit', path: '/api/admin/custom-collections/{id}' },
  },
  webhooks: {
    getList: { path: '/api/admin/webhooks', paging: 'page-size', defaultSort: { field: 'createdAt', order: 'DESC' } },
    getOne: { kind: 'simpleRest', base: ADMIN_API, path: 'webhooks' },
    create: { kind: 'explicit', path: '/api/admin/webhooks', body: '{ url, events, active, accountId? }' },
    update: { kind: 'explicit', method: 'PUT', path: '/api/admin/webhooks/{id}', body: '{ url, events, active, rotateSecret }' },
    delete: { kind: 'explicit', path: '/api/admin/webhooks/{id}' },
  },
  mail: {
    getList: { path: '/management/mail', paging: 'page-size', defaultSort: { field: 'createdAt', order: 'DESC' } },
    getOne: { kind: 'simpleRest', base: MANAGEMENT_API, path: 'mail' },
  },
  compassPoints: {
    idField: 'compassPointID',
    getList: {
      path: '/api/v1/compasspoint/list-admin',
      paging: 'pageIndex-content',
      // The console's "created or deactivated by" column shows the creator's e-mail, which the API sorts as `email`.
      sortFields: { creatorEmail: 'email' },
      defaultSort: { field: 'createdDate', order: 'DESC' },
    },
    getOne: { kind: 'explicit', path: '/api/v1/compasspoint/{id}' },
  },
  /** Every change of the account's compass points (filters dbTransactionType, contentCode, user, from, to). */
  changeHistory: {
    getList: { path: '/api/v1/audits/compassPoint', paging: 'pageIndex-content', defaultSort: { field: 'createdDate', order: 'DESC' } },
  },
} as const satisfies Record<string, ResourceEndpoints>;

export type ConsoleResource = keyof typeof RESOURCE_ENDPOINTS;
