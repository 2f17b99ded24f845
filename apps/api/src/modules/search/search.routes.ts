import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TIMING } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { jsonSchemaSerializer } from '../../lib/json-serializer.js';
import {
  CountBody,
  EntitledSearchBody,
  LanguageQuery,
  PublisherTypeAheadBody,
  REFINEMENT_FAMILIES,
  RefinementCounts,
  RefinementLists,
  RefinementNode,
  SearchBody,
  SearchQuery,
  SearchResult,
  TaxonomyParams,
  TypeAheadBody,
  TypeAheadGroup,
  type RefinementFamily,
} from './search.schema.js';
import { getLogger } from '../../lib/loggers.js';
import { catalogueScope, searchPublishers, searchScopeOf, typeAheadScope, type SearchCall } from './search-scope.js';
import { typeAhead } from './search.service.js';
import { canSearch, disabledSearchType, searchTypesOf, typeAheadSearchType } from './search.policy.js';
import type { SearchType } from '@codex/domain';
import { access } from '../../lib/access-rules.js';

const tags = ['search'];
/** The kind a search is counted as in codex_search_duration_seconds (plugins/metrics.ts). */
const KIND_OF_FIELD = { K: 'keyword', D: 'designation', A: 'all_content' } as const;
const seconds = (started: number) => (performance.now() - started) / 1000;
const REFINEMENT_CACHE = `private, max-age=${TIMING.refinementCacheMs / 1000}`;

/** Taxonomy names the refinement GET answers, mapped to their family. */
const TAXONOMIES: Record<string, RefinementFamily> = {
  publisher: 'publisherList',
  category: 'categoryList',
  topic: 'topicList',
  'document-type': 'documentTypeList',
  committee: 'committeeList',
  ics: 'icsCodeList',
  industry: 'industryList',
  ...Object.fromEntries(REFINEMENT_FAMILIES.map((f) => [f.toLowerCase(), f])),
};

/** The top level of a count answer: publishers (or categories) without their children. */
function topLevel(counts: RefinementCounts, section: 'Publisher' | 'Category'): RefinementCounts {
  const flat = (nodes: RefinementCounts['publisherList']) => nodes.map((n) => ({ ...n, child: [] }));
  return section === 'Publisher'
    ? { ...counts, publisherList: flat(counts.publisherList), categoryList: [] }
    : { ...counts, publisherList: [], categoryList: flat(counts.categoryList) };
}

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The operator can turn this up to DEBUG in management/loggers to see each search as it is answered.
  const searchLog = getLogger(app.log, 'search');
  const authorize = (request: FastifyRequest) => {
    if (!canSearch(request.principal)) throw AppError.forbidden();
    return request.principal!;
  };
  /** A search type the tenant has not enabled is refused, so a hand-made request cannot reach it either. */
  const requireTypes = (request: FastifyRequest, types: SearchType[]) => {
    const off = disabledSearchType(request.tenant.config, types);
    if (off) throw AppError.forbidden(`The search type ${off} is not enabled for this library`);
  };

  /** The scope of a search or count call, after its search types and its session are allowed. */
  const scopeOf = async (request: FastifyRequest, entitled: boolean, body: SearchCall) => {
    requireTypes(request, searchTypesOf(body.searchField, entitled));
    return searchScopeOf(app.db, request.tenant.config, authorize(request), entitled, body);
  };

  for (const [url, entitled] of [
    ['/api/documents/search', false],
    ['/api/documents/entitled-documents/search', true],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: entitled ? 'Search the publishers the account subscribes to' : "Search the tenant's catalogue",
          querystring: SearchQuery,
          body: entitled ? EntitledSearchBody : SearchBody,
          response: { 200: SearchResult },
        },
        serializerCompiler: jsonSchemaSerializer,
        config: { access: access.session('tenant') },
      },
      async (request) => {
        const body = request.body as z.infer<typeof EntitledSearchBody>;
        const scope = await scopeOf(request, entitled, body);
        // The databases this search covered: usage credits Searches_Regular to these only (modules/usage).
        request.usageSearchedPublisherIds = scope.publisherIds;
        const started = performance.now();
        const result = await app.searchAnswers.search(scope, { ...request.query, sortType: body.sortType });
        app.metrics.observeSearch(KIND_OF_FIELD[scope.searchField], seconds(started));
        searchLog.debug(
          { reqId: request.id, entitled, searchField: scope.searchField, keywords: scope.keywords.slice(0, 100), count: result.count, ms: Math.round(performance.now() - started) },
          'search answered',
        );
        return result;
      },
    );
  }

  const countRoutes = [
    ['/api/documents/search/top-level/count', false, 'top'],
    ['/api/documents/entitled-documents/search/top-level/count', true, 'top'],
    ['/api/documents/search/count', false, 'all'],
    ['/api/documents/entitled-documents/search/count', true, 'all'],
    ['/api/refinement/publisher/count', false, 'publisher'],
    ['/api/refinement/publisher/entitled-documents/count', true, 'publisher'],
  ] as const;
  for (const [url, entitled, shape] of countRoutes) {
    app.post(
      url,
      {
        schema: { tags, summary: 'Refinement nodes with counts for a search', body: CountBody, response: { 200: RefinementCounts } },
        serializerCompiler: jsonSchemaSerializer,
        config: { access: access.session('tenant') },
      },
      async (request) => {
        const scope = await scopeOf(request, entitled, request.body);
        const started = performance.now();
        const counts = await app.searchAnswers.counts(scope);
        app.metrics.observeSearch('count', seconds(started));
        if (shape === 'top') return topLevel(counts, request.body.section);
        if (shape === 'publisher') return { ...counts, categoryList: [], topicList: [], documentTypeList: [], committeeList: [] };
        return counts;
      },
    );
  }

  const cached = (reply: FastifyReply) => reply.header('cache-control', REFINEMENT_CACHE);
  const catalogueLists = async (request: FastifyRequest, entitled: boolean) => {
    const publishers = await searchPublishers(app.db, request.tenant.config, authorize(request), { entitled });
    const { count: _count, ...lists } = await app.searchAnswers.counts(catalogueScope(publishers.map((p) => p.id)));
    return lists;
  };

  app.get(
    '/api/documents/entitled-documents/refinement-nodes',
    { schema: { tags, summary: "Refinement nodes over the account's subscriptions", response: { 200: RefinementLists } }, config: { access: access.session('tenant') } },
    async (request, reply) => {
      cached(reply);
      return catalogueLists(request, true);
    },
  );

  const listRoute = (url: string, summary: string, family: RefinementFamily, withLanguage = false) =>
    app.get(
      url,
      {
        schema: { tags, summary, ...(withLanguage ? { querystring: LanguageQuery } : {}), response: { 200: z.array(RefinementNode) } },
        config: { access: access.session('tenant') },
      },
      async (request, reply) => {
        cached(reply);
        return (await catalogueLists(request, false))[family];
      },
    );
  listRoute('/api/refinement/committee', 'Working groups and committees of the catalogue', 'committeeList', true);
  listRoute('/api/refinement/ICSCodes', 'ICS codes (the catalogue records none)', 'icsCodeList');
  listRoute('/api/refinement/document-types', 'Document types of the catalogue', 'documentTypeList');
  listRoute('/api/refinement/sectors-and-themes', 'Industries (the catalogue records none)', 'industryList', true);

  app.get(
    '/api/refinement/other-content',
    { schema: { tags, summary: 'Content other than standards (the catalogue holds none)', response: { 200: z.array(RefinementNode) } }, config: { access: access.session('tenant') } },
    async (request, reply) => {
      authorize(request);
      cached(reply);
      return [];
    },
  );

  app.get(
    '/api/refinement/taxonomy/:taxonomy',
    { schema: { tags, summary: 'One refinement family over the catalogue', params: TaxonomyParams, response: { 200: z.array(RefinementNode) } }, config: { access: access.session('tenant') } },
    async (request, reply) => {
      const family = TAXONOMIES[request.params.taxonomy.toLowerCase()];
      if (!family) throw AppError.notFound('Taxonomy');
      cached(reply);
      return (await catalogueLists(request, false))[family];
    },
  );

  const suggest = async (request: FastifyRequest, keywords: string, searchType: SearchType | 'A', publisherCode?: string) => {
    const principal = authorize(request);
    requireTypes(request, [typeAheadSearchType(searchType)]);
    const scope = await typeAheadScope(app.db, request.tenant.config, principal, { subscribedOnly: searchType === 'MYSUBSCRIPTION', publisherCode });
    const started = performance.now();
    const groups = await typeAhead(app.db, { keywords, ...scope, designationOnly: searchType === 'D' });
    app.metrics.observeSearch('type_ahead', seconds(started));
    return groups;
  };

  app.post(
    '/api/documents/search/type-ahead',
    { schema: { tags, summary: 'Suggestions grouped by publisher', body: TypeAheadBody, response: { 200: z.array(TypeAheadGroup) } }, config: { access: access.session('tenant') } },
    async (request) => suggest(request, request.body.keywords, request.body['search-type']),
  );
  app.post(
    '/api/documents/search/type-ahead/publisher',
    { schema: { tags, summary: "Suggestions from one publisher", body: PublisherTypeAheadBody, response: { 200: z.array(TypeAheadGroup) } }, config: { access: access.session('tenant') } },
    async (request) => suggest(request, request.body.keywords, request.body['search-type'], request.body.publisher),
  );
};

export default searchRoutes;
