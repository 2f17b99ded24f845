import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { helpDocument, helpTitles } from './help.service.js';
import { access } from '../../lib/access-rules.js';

const HelpQuery = z.object({ title: z.string().trim().min(1).max(64), format: z.enum(['pdf', 'md']).default('pdf') }).strict();

const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/getHelpDocument',
    {
      schema: { tags: ['user-resources'], summary: 'A help document of the library as PDF (or its Markdown source)', querystring: HelpQuery },
      config: { access: access.session('none') },
    },
    async (request, reply) => {
      const { title, format } = request.query;
      const data = await helpDocument(title, format, request.tenant.config.tenantName);
      if (!data) throw AppError.notFound('Help document');
      return reply
        .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/markdown; charset=utf-8')
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
