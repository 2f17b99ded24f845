import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CitationQuery, CitationTypes, RIS_MEDIA_TYPE, TextCitation } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { contentNotFound, findDocumentByReference } from '../content.service.js';
import { isCitable, tenantOffersCitations } from './citations.policy.js';
import { citationTypes, citedDocument, risCitation, textCitation } from './citations.service.js';
import { access } from '../../../lib/access-rules.js';

const citationRoutes: FastifyPluginAsyncZod = async (app) => {
  function requireCitations(request: FastifyRequest) {
    if (!tenantOffersCitations(request.tenant.config)) throw AppError.forbidden('Citations are not offered by this library');
  }

  /** A document of this tenant that may be cited; metadata-level data, so no subscription is needed. */
  async function citableDocument(request: FastifyRequest, contentId: number) {
    requireCitations(request);
    const found = await findDocumentByReference(app.db, request.tenant.config, String(contentId));
    if (!found) throw contentNotFound(String(contentId));
    if (!isCitable(found.document)) {
      throw AppError.badRequest('error.citation.notCitable', `${found.document.displayDesignation} is a ${found.document.documentType} document, which is not cited`);
    }
    return citedDocument(app.db, found);
  }

  app.get(
    '/api/getCitationTypes',
    {
      schema: { tags: ['citations'], summary: 'The citation styles offered (APA, MLA, Chicago, IEEE, Harvard)', response: { 200: CitationTypes } },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      requireCitations(request);
      return { responseData: citationTypes() };
    },
  );

  app.get(
    '/api/getTextCitation',
    {
      schema: { tags: ['citations'], summary: 'The reference of one document in the chosen style (APA when none is chosen)', querystring: CitationQuery, response: { 200: TextCitation } },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      const found = await citableDocument(request, request.query.contentId);
      const citationStyle = request.query.citationStyle ?? 'apa';
      return { responseData: { citationStyle, text: textCitation(found, citationStyle) } };
    },
  );

  app.get(
    '/api/getRisCitation',
    {
      schema: { tags: ['citations'], summary: 'The reference of one document as an RIS file for reference managers', querystring: CitationQuery },
      config: { access: access.session('tenant') },
    },
    async (request, reply) => {
      const found = await citableDocument(request, request.query.contentId);
      const name = `${found.document.designation.replace(/[^A-Za-z0-9._-]+/g, '') || found.document.contentCode}.ris`;
      return reply
        .type(`${RIS_MEDIA_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(risCitation(found));
    },
  );
};

export default citationRoutes;
