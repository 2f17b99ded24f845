import type { AxiosInstance, AxiosResponse } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
import { consoleCall as call, fillPath as fill } from './calls.js';
import { RESOURCE_ENDPOINTS, type ListEndpoint, type ResourceEndpoints } from './endpoints.js';

/** react-admin's DataProvider type, taken from ra-data-simple-rest so this package needs no react-admin of its own. */
type BaseDataProvider = ReturnType<typeof simpleRestProvider>;
type FetchJson = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type GetListParams = Parameters<BaseDataProvider['getList']>[1];
type RaRecord = { id: string | number; [key: string]: unknown };

/**
 * react-admin's own methods (getList, getOne, getMany, update, create, delete, ...) over RESOURCE_ENDPOINTS. The
 * console joins each resource's other calls to them (apps/console/src/providers/dataProvider.ts).
 */
export type CrudDataProvider = BaseDataProvider;

const endpointsOf = (resource: string): ResourceEndpoints => {
  const endpoints = (RESOURCE_ENDPOINTS as Record<string, ResourceEndpoints>)[resource];
  if (!endpoints) throw new Error(`The console has no endpoint for resource "${resource}"`);
  return endpoints;
};

/** Query parameters of one page of a paged list, in the endpoint's own style. */
export function listQuery(endpoint: ListEndpoint, params: Pick<GetListParams, 'pagination' | 'sort'>): Record<string, string | number> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const sort = params.sort?.field ? params.sort : endpoint.defaultSort;
  const field = sort ? (endpoint.sortFields?.[sort.field] ?? sort.field) : undefined;
  if (endpoint.paging === 'pageIndex-content') {
    return { pageIndex: page - 1, pageSize: perPage, ...(field && sort ? { sort: `${field}${sort.order === 'DESC' ? '-' : ''}` } : {}) };
  }
  if (endpoint.paging === 'pageIndex-pageSize') {
    return { pageIndex: page - 1, pageSize: perPage, ...(field && sort ? { sort: `${sort.order === 'DESC' ? '-' : '+'}${field}` } : {}) };
  }
  return { page: page - 1, size: perPage, ...(field && sort ? { sort: `${field},${sort.order === 'DESC' ? 'desc' : 'asc'}` } : {}) };
}

/** The `x-total-count` header as a number; a paged answer without it is a server fault, not an empty list. */
export function totalFrom(response: Pick<AxiosResponse, 'headers'>): number {
  const raw = (response.headers as Record<string, unknown>)['x-total-count'];
  const total = Number(raw);
  if (raw === undefined || raw === null || raw === '' || !Number.isFinite(total)) {
    throw new Error('The x-total-count header is missing from a paged answer');
  }
  return total;
}

/** Filters (`q` matches every text field), sorts and pages a whole list in the browser. */
export function pageInBrowser<T extends RaRecord>(records: T[], params: GetListParams): { data: T[]; total: number } {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = typeof q === 'string' ? q.trim().toLowerCase() : '';
  let rows = records.filter(
    (record) =>
      (!needle || Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(needle))) &&
      Object.entries(filters).every(([key, value]) => value === undefined || value === '' || record[key] === value),
  );
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  if (field) {
    const direction = order === 'DESC' ? -1 : 1;
    rows = [...rows].sort((a, b) => direction * String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }));
  }
  const total = rows.length;
  const { page = 1, perPage = total || 1 } = params.pagination ?? {};
  return { data: rows.slice((page - 1) * perPage, page * perPage), total };
}

/** Nested configuration as `a.b.c` -> value rows. */
function flatten(value: unknown, prefix: string, into: RaRecord[]): RaRecord[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.push({ id: prefix, value: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  return into;
}

interface HealthBody {
  status: string;
  components?: Record<string, { status: string; details?: Record<string, unknown> }>;
}
interface LoggersBody {
  levels: string[];
  loggers: Record<string, { configuredLevel: string | null; effectiveLevel: string }>;
}
interface ConfigPropsBody {
  contexts: Record<string, { beans: Record<string, { prefix: string; properties: Record<string, unknown> }> }>;
}
interface EnvBody {
  activeProfiles: string[];
  propertySources: { name: string; properties: Record<string, { value: string }> }[];
}

/** Rows of the management answers that are not lists already. */
const WHOLE_LIST_ROWS: Record<string, (body: unknown) => RaRecord[]> = {
  health: (body) =>
    Object.entries((body as HealthBody).components ?? {}).map(([name, c]) => ({ id: name, name, status: c.status, details: c.details ?? {} })),
  loggers: (body) => {
    const { levels, loggers } = body as LoggersBody;
    return Object.entries(loggers).map(([name, l]) => ({ id: name, name, configuredLevel: l.configuredLevel, effectiveLevel: l.effectiveLevel, levels }));
  },
  configprops: (body) => {
    const rows: RaRecord[] = [];
    for (const context of Object.values((body as ConfigPropsBody).contexts)) {
      for (const bean of Object.values(context.beans)) flatten(bean.properties, bean.prefix, rows);
    }
    return rows;
  },
  env: (body) =>
    (body as EnvBody).propertySources.flatMap((source) =>
      Object.entries(source.properties).map(([name, p]) => ({ id: name, name, value: p.value, source: source.name })),
    ),
};

/**
 * react-admin's methods for the console over the shared axios client (bearer token, AuthMode, RequestId, error
 * catalogue). RESOURCE_ENDPOINTS says which endpoint serves which resource; simple-REST calls go through
 * ra-data-simple-rest.
 */
export function createDataProvider(http: AxiosInstance): CrudDataProvider {
  /** ra-data-simple-rest's fetchJson, made with our axios client so it carries the same headers and error handling. */
  const fetchJson: FetchJson = async (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    const response = await http.request({
      url,
      method: options.method ?? 'GET',
      data: options.body,
      headers: { Accept: 'application/json', ...(options.body ? { 'Content-Type': 'application/json' } : {}), ...Object.fromEntries(headers) },
      signal: options.signal ?? undefined,
      responseType: 'text',
      transformResponse: (text: unknown) => text,
    });
    const body = typeof response.data === 'string' ? response.data : '';
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers as Record<string, unknown>)) {
      if (value !== undefined && value !== null) responseHeaders.set(name, String(value));
    }
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: responseHeaders, body, json };
  };
  const simpleRest = new Map<string, BaseDataProvider>();
  const simpleRestAt = (base: string) => {
    let provider = simpleRest.get(base);
    if (!provider) simpleRest.set(base, (provider = simpleRestProvider(base, fetchJson)));
    return provider;
  };

  const withId = (resource: string, record: Record<string, unknown>): RaRecord => {
    const idField = endpointsOf(resource).idField;
    return (idField ? { ...record, id: record[idField] } : record) as RaRecord;
  };

  async function getOne(resource: string, params: { id: string | number; signal?: AbortSignal; meta?: unknown }) {
    const endpoint = endpointsOf(resource).getOne;
    if (!endpoint) throw new Error(`Resource "${resource}" has no single record`);
    if (endpoint.kind === 'simpleRest') {
      const { data } = await call(() => simpleRestAt(endpoint.base).getOne(endpoint.path, { id: params.id, signal: params.signal }));
      return { data: withId(resource, data as Record<string, unknown>) };
    }
    const response = await call(() => http.get(fill(endpoint.path, { id: params.id }), { signal: params.signal }));
    return { data: { ...(response.data as object), id: params.id } as RaRecord };
  }

  const provider = {
    async getList(resource: string, params: GetListParams) {
      const endpoints = endpointsOf(resource);
      const endpoint = endpoints.getList;
      if (!endpoint) throw new Error(`Resource "${resource}" has no list`);
      if (endpoint.paging === 'whole') {
        const accepted = endpoints.acceptStatuses ?? [];
        const response = await call(() =>
          http.get(endpoint.path, { signal: params.signal, validateStatus: (s) => (s >= 200 && s < 300) || accepted.includes(s) }),
        );
        const toRows = WHOLE_LIST_ROWS[resource];
        const rows = toRows ? toRows(response.data) : (response.data as Record<string, unknown>[]).map((r) => withId(resource, r));
        return pageInBrowser(rows, params);
      }
      const filters = Object.fromEntries(
        Object.entries((params.filter ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && v !== ''),
      );
      const response = await call(() => http.get(endpoint.path, { params: { ...listQuery(endpoint, params), ...filters }, signal: params.signal }));
      if (endpoint.paging === 'pageIndex-content') {
        const body = response.data as { content: Record<string, unknown>[]; totalElements: number };
        return { data: body.content.map((r) => withId(resource, r)), total: body.totalElements };
      }
      return { data: (response.data as Record<string, unknown>[]).map((r) => withId(resource, r)), total: totalFrom(response) };
    },

    getOne,

    async getMany(resource: string, params: { ids: (string | number)[]; signal?: AbortSignal }) {
      const records = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal })));
      return { data: records.map((r) => r.data) };
    },

    async getManyReference(): Promise<never> {
      throw new Error('The console has no referenced lists yet');
    },

    async update(resource: string, params: { id: string | number; data: Record<string, unknown>; previousData?: Record<string, unknown> }) {
      const endpoint = endpointsOf(resource).update;
      if (!endpoint) throw new Error(`Resource "${resource}" cannot be changed`);
      const url = fill(endpoint.path, { id: params.id });
      if (resource === 'loggers') {
        await call(() => http.post(url, { configuredLevel: params.data.configuredLevel ?? null }));
        // The server decides the effective level (a logger given back to root follows root's); read it back.
        const { data } = await provider.getList('loggers', { filter: {}, pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' } });
        const record = data.find((r) => r.id === params.id);
        return { data: record ?? { ...params.data, id: params.id } };
      }
      if (resource === 'tenants') {
        const response = await call(() => http.put(url, { config: params.data.config }), 'config');
        return { data: withId(resource, response.data as Record<string, unknown>) };
      }
      if (resource === 'webhooks') {
        const { url: address, events, active, rotateSecret } = params.data;
        const response = await call(() => http.put(url, { url: address, events, active, ...(rotateSecret ? { rotateSecret: true } : {}) }));
        return { data: withId(resource, response.data as Record<string, unknown>) };
      }
      if (resource === 'customCollections') {
        const response = await call(() => http.put(url, { name: params.data.name }));
        return { data: withId(resource, response.data as Record<string, unknown>) };
      }
      if (resource === 'accounts') {
        // The server answers with the whole account as saved.
        const response = await call(() => http.put(url, { ipRanges: params.data.ipRanges ?? [] }));
        return { data: withId(resource, response.data as Record<string, unknown>) };
      }
      throw new Error(`Resource "${resource}" cannot be changed`);
    },

    async updateMany(): Promise<never> {
      throw new Error('The console changes one record at a time');
    },
    async create(resource: string, params: { data: Record<string, unknown> }) {
      const endpoint = (RESOURCE_ENDPOINTS as Record<string, ResourceEndpoints>)[resource]?.create;
      if (!endpoint) throw new Error('The console creates no records of this kind');
      const { accountId } = params.data;
      const account = accountId === undefined || accountId === null || accountId === '' ? {} : { accountId: Number(accountId) };
      const { url, events, active, name } = params.data;
      const body = resource === 'webhooks' ? { url, events, active: active ?? true, ...account } : { name, ...account };
      const response = await call(() => http.post(endpoint.path, body));
      return { data: withId(resource, response.data as Record<string, unknown>) };
    },
    async delete(resource: string, params: { id: string | number; previousData?: Record<string, unknown> }) {
      const endpoint = endpointsOf(resource).delete;
      if (!endpoint) throw new Error('The console deletes no records of this kind');
      const response = await call(() => http.delete(fill(endpoint.path, { id: params.id })));
      const deleted = (response.data as Record<string, unknown> | undefined) ?? params.previousData ?? {};
      return { data: withId(resource, { ...deleted, id: params.id }) };
    },
    async deleteMany(): Promise<never> {
      throw new Error('The console deletes no records of this kind');
    },
  };
  return provider as unknown as CrudDataProvider;
}
