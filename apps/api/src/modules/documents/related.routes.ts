import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentCode, ContentCodeQuery, ContentId, DocumentDetails, PublisherDetails, RelatedContent, TranslationList, WorkItemList } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { contentNotFound, findDocumentByReference } from './content.service.js';
import { canReadMetadata } from './documents.policy.js';
import { detailsOf } from './documents.service.js';
import { tenantOffersWorkItems } from './related.policy.js';
import { findRelatedContent, findTranslations, publisherDetailsOf, publisherFullName } from './related.service.js';
import { findWorkItems } from './work-items.service.js';
import { access } from '../../lib/access-rules.js';

/**
 * The document page's metadata-level calls: what anyone of the tenant may see about a document
 * (as metadata itself), so no subscription is needed; another tenant's document is 404.
 */
const relatedRoutes: FastifyPluginAsyncZod = async (app) => {
  async function visibleDocument(request: FastifyRequest, reference: string) {
    if (!canReadMetadata(request.principal)) throw AppError.forbidden();
    const found = await findDocumentByReference(app.db, request.tenant.config, reference);
    if (!found) throw contentNotFound(reference);
    return found;
  }

  app.get(
    '/api/documents/translations',
    {
      schema: { tags: ['documents'], summary: 'Translations of a document (the same designation in other languages)', querystring: z.object({ contentId: ContentId }).strict(), response: { 200: TranslationList } },
      config: { access: access.session('tenant') },
    },
    async (request) => findTranslations(app.db, request.tenant.config, await visibleDocument(request, String(request.query.contentId))),
  );

  app.get(
    '/api/documents/relatedContent',
    {
      schema: { tags: ['documents'], summary: 'Cited content, supplements and sections of a document', querystring: ContentCodeQuery, response: { 200: RelatedContent } },
      config: { access: access.session('tenant') },
    },
    async (request) => findRelatedContent(app.db, request.tenant.config, await visibleDocument(request, request.query.contentCode)),
  );

  app.get(
    '/api/documents/work-items/:code',
    {
      schema: {
        tags: ['documents'],
        summary: 'Work items of a document (standards-body tenant only): its drafts in progress in the catalogue',
        params: z.object({ code: ContentCode }).strict(),
        response: { 200: WorkItemList },
      },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      if (!tenantOffersWorkItems(request.tenant.config)) throw AppError.forbidden('Work items are not offered by this library');
      const found = await visibleDocument(request, request.params.code);
      return findWorkItems(app.db, found.document, await publisherFullName(app.db, found.document.publisherId));
    },
  );

  app.get(
    '/api/documents/additional-details',
    {
      schema: { tags: ['documents'], summary: 'The details panel of a document', querystring: ContentCodeQuery, response: { 200: DocumentDetails } },
      config: { access: access.session('tenant') },
    },
    async (request) => detailsOf((await visibleDocument(request, request.query.contentCode)).document),
  );

  app.get(
    '/api/documents/additional-details-by-publisher',
    {
      schema: { tags: ['documents'], summary: 'What the publisher records about a document beyond the common details', querystring: ContentCodeQuery, response: { 200: PublisherDetails } },
      config: { access: access.session('tenant') },
    },
    async (request) => publisherDetailsOf(await visibleDocument(request, request.query.contentCode)),
  );
};

export default relatedRoutes;
