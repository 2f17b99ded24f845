import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { helpDocument, helpTitles, licenseAgreementPdf } from './help.service.js';
import { libraryListCsv } from './library-lists.js';
import { access } from '../../lib/access-rules.js';
import { licenseAgreementText } from '../session/index.js';

const HelpQuery = z.object({ title: z.string().trim().min(1).max(64), format: z.enum(['pdf', 'md', 'csv']).default('pdf') }).strict();

const MEDIA_TYPES = { pdf: 'application/pdf', md: 'text/markdown; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const;

const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/getHelpDocument',
    {
      schema: { tags: ['user-resources'], summary: 'A help document of the library as PDF (or its Markdown source), or a list of the titles the account is entitled to as CSV', querystring: HelpQuery },
      config: { access: access.session('none') },
    },
    async (request, reply) => {
      const { title, format } = request.query;
      const tenant = request.tenant;
      let data: Buffer | string | null;
      // The licence agreement and the two title lists are made from the library's own data (docs/adr/0051).
      if (title === 'license-agreement' && format === 'pdf') data = await licenseAgreementPdf(licenseAgreementText(tenant), tenant.config.tenantName);
      else if ((title === 'standards-link-resolvers' || title === 'digital-library-titles') && format === 'csv') {
        const origin = `${request.protocol}://${request.host}`;
        data = await libraryListCsv(app.db, tenant.config, request.principal?.accountId ?? null, title, origin);
        reply.header('cache-control', 'private, no-store');
      } else data = await helpDocument(title, format, tenant.config.tenantName);
      if (!data) throw AppError.notFound('Help document');
      return reply
        .header('content-type', MEDIA_TYPES[format])
        .header('content-disposition', `attachment; filename="${title}.${format}"`)
        .send(data);
    },
  );

  app.get(
    '/api/documents/help-documents',
    {
      schema: { tags: ['user-resources'], summary: 'Titles of the help documents', response: { 200: z.array(z.string()) } },
      config: { access: access.session('none') },
    },
    async () => helpTitles(),
  );
};

export default helpRoutes;
