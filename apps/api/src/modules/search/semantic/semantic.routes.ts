import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { getLogger } from '../../../lib/loggers.js';
import { canSearch, canSemanticSearch, searchTypeEnabled } from '../search.policy.js';
import { searchDocumentsByIds } from '../engines/sql/search-results.js';
import { SearchResult } from '../search.schema.js';
import { tenantPublishers } from '../search-scope.js';
import { SemanticBody, SemanticQuery } from './semantic.schema.js';
import { semanticNeighbours } from './semantic.service.js';
import { currentIndex } from './vector-index.js';
import { access } from '../../../lib/access-rules.js';

const semanticRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = getLogger(app.log, 'search');
  const embeddings = app.config.semantic?.embeddings ?? null;

  // Loading the vectors takes seconds on a big catalogue: do it once the server is up, not in the first user's search.
  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      void currentIndex(app.db, 'lsi').catch((error: Error) => log.warn(`semantic search: could not load the model (${error.message})`));
    });
  }

  app.post(
    '/api/semantic-search/v1/query',
    {
      schema: {
        tags: ['search'],
        summary: 'Documents nearest the words in meaning (the catalogue-trained model, or a configured embeddings server)',
        querystring: SemanticQuery,
        body: SemanticBody,
        response: { 200: SearchResult },
      },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      const principal = request.principal;
      if (!canSearch(principal)) throw AppError.forbidden();
      const typeEnabled = searchTypeEnabled(request.tenant.config, 'SEMANTIC');
      if (!typeEnabled) throw AppError.forbidden('Semantic search is not enabled for this library');
      const [account] =
        principal!.accountId === null
          ? []
          : await app.db.select({ flag: accounts.semanticSearchFlag }).from(accounts).where(eq(accounts.id, principal!.accountId));
      if (!canSemanticSearch(principal, { typeEnabled, accountFlag: account?.flag ?? false })) {
        throw AppError.forbidden("Semantic search is not part of this account's subscription");
      }
      const { page, size } = request.query;
      const publishers = await tenantPublishers(app.db, request.tenant.config);
      const started = performance.now();
      const found = await semanticNeighbours(app.db, {
        keywords: request.body.keywords,
        publisherIds: publishers.map((p) => p.id),
        needed: (page + 1) * size,
        embeddings,
        log,
      });
      const ids = found.neighbours.slice(page * size, (page + 1) * size).map((n) => n.documentId);
      const documents = await searchDocumentsByIds(app.db, ids);
      app.metrics.observeSearch('semantic', (performance.now() - started) / 1000);
      log.debug({ reqId: request.id, semantic: found.model, keywords: request.body.keywords.slice(0, 100), count: found.count, ms: Math.round(performance.now() - started) }, 'semantic search answered');
      return { count: found.count, nextPageFlag: page * size + documents.length < found.count, documents };
    },
  );
};

export default semanticRoutes;
