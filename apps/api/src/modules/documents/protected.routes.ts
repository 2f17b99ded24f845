import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProtectedPageParams, ProtectedPageQuery, ProtectedPages, ProtectedPagesQuery } from '@codex/domain';
import { documentPageViews, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { eq } from 'drizzle-orm';
import { NOT_ENTITLED } from './content.constants.js';
import { contentNotFound, currentSubscriptions, findDocumentByReference, findRendition } from './content.service.js';
import { canReadContent } from './entitlement.policy.js';
import { holdSeat, requireCountedPrint } from './content-licence.js';
import { mayUseProtectedViewer } from './protected.policy.js';
import { createProtectedPagePool, type ProtectedPdf } from './protected-page-pool.js';
import { access } from '../../lib/access-rules.js';

const NOT_PROTECTED_VIEWER = 'The protected viewer is only for sessions with protected-content viewing';

const protectedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pages are drawn in worker threads, off the event loop; a listening server loads one thread while it is idle.
  const pages = createProtectedPagePool();
  app.addHook('onClose', () => pages.close());
  app.addHook('onListen', async () => pages.warm());

  /** 403 unless the session is drm-view; then 404 / 403 / 404 as for every content route (ADR 0008). */
  async function protectedPdf(request: FastifyRequest, contentCode: string) {
    if (!mayUseProtectedViewer(request.principal)) throw AppError.forbidden(NOT_PROTECTED_VIEWER);
    const found = await findDocumentByReference(app.db, request.tenant.config, contentCode);
    if (!found) throw contentNotFound(contentCode);
    const subscriptions = await currentSubscriptions(app.db, request.principal!.accountId);
    if (!canReadContent(request.principal, found.document, subscriptions)) throw AppError.forbidden(NOT_ENTITLED);
    // Each page is full text: it needs the reader's seat (docs/adr/0065).
    await holdSeat(app.db, request, found, subscriptions);
    const rendition = await findRendition(app.db, found.document.id, 'pdf');
    if (!rendition) throw contentNotFound(contentCode);
    const pdf: ProtectedPdf = { sha256: rendition.sha256, read: () => app.fileStore.get(rendition.storageKey) };
    return { found, pdf, subscriptions };
  }

  app.get(
    '/api/documents/protected/pages',
    {
      schema: { tags: ['documents'], summary: 'Number of pages the protected viewer can show', querystring: ProtectedPagesQuery, response: { 200: ProtectedPages } },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const { pdf } = await protectedPdf(request, request.query.contentCode);
      reply.header('cache-control', 'no-store');
      return { pageCount: await pages.pageCount(pdf) };
    },
  );

  app.get(
    '/api/documents/protected/page/:pageNumber',
    {
      schema: {
        tags: ['documents'],
        summary:
          'One page as a PNG drawn on the server with a watermark (user e-mail and time); never cached. purpose=print: a sheet of a print counted by POST /api/documents/prints in the last 10 minutes',
        params: ProtectedPageParams,
        querystring: ProtectedPageQuery,
      },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const { found, pdf, subscriptions } = await protectedPdf(request, request.query.contentCode);
      if (request.query.purpose === 'print') await requireCountedPrint(app.db, request, found, subscriptions);
      const { pageNumber } = request.params;
      const principal = request.principal!;
      const [user] = principal.userId === null ? [] : await app.db.select({ email: users.email }).from(users).where(eq(users.id, principal.userId));
      const { png, pageCount } = await pages.draw(pdf, pageNumber, { email: user?.email ?? principal.login ?? 'IP session', at: new Date() });
      if (!png) {
        throw AppError.validation([{ objectName: 'page', field: 'pageNumber', message: 'Max' }], `The document has ${pageCount} pages`);
      }
      await app.db.insert(documentPageViews).values({
        tenantId: request.tenant.id,
        userId: principal.userId,
        accountId: principal.accountId,
        documentId: found.document.id,
        kind: 'protected-page',
        pageNumber,
      });
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(png);
    },
  );
};

export default protectedRoutes;
