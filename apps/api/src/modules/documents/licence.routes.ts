import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentAllowances, PrintRequest, SeatContentQuery, SeatHold, SeatRequestBody, SeatWatch, SeatWatchRequest } from '@codex/domain';
import { access } from '../../lib/access-rules.js';
import { AppError } from '../../lib/errors.js';
import { releaseUserSeats, seatIdleMs, seatsReleased, watchSeat } from '../subscriptions/index.js';
import { NOT_ENTITLED } from './content.constants.js';
import { allowanceOf, entitlingSubscriptions, holdSeat, requireAllowance, seatHold } from './content-licence.js';
import { contentNotFound, currentSubscriptions, findDocumentByReference, recordDocumentAccess } from './content.service.js';
import { canDownload, canReadContent } from './entitlement.policy.js';

const ONLY_READERS = 'Only a signed-in reader holds a seat or waits for one';

/**
 * The licence meter's calls (docs/adr/0065, 0066): the viewer's seat (taken on opening, kept by the same call as a
 * heartbeat, given back when the tab closes), the wish to be told when a seat frees, the allowances left before the
 * reader acts, and a print counted before the browser prints.
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];
  const reading = { config: { access: access.session('entitlement') } };

  /** 404 for documents the tenant does not offer, 403 unless the selected account may read it. */
  async function entitled(request: FastifyRequest, contentCode: string) {
    const found = await findDocumentByReference(app.db, request.tenant.config, contentCode);
    if (!found) throw contentNotFound(contentCode);
    const subscriptions = await currentSubscriptions(app.db, request.principal!.accountId);
    if (!canReadContent(request.principal, found.document, subscriptions)) throw AppError.forbidden(NOT_ENTITLED);
    return { found, subscriptions };
  }

  app.post(
    '/api/documents/seats',
    {
      schema: {
        tags,
        summary: "Takes or keeps the reader's seat for the document's full text (the viewer repeats it as its heartbeat); 429 with the seats when all are taken",
        body: SeatRequestBody,
        response: { 200: SeatHold },
      },
      ...reading,
    },
    async (request) => {
      const { found, subscriptions } = await entitled(request, request.body.contentCode);
      return seatHold(app.db, request, found, subscriptions);
    },
  );

  app.delete(
    '/api/documents/seats',
    { schema: { tags, summary: "Gives back the reader's seat of the document's subscription (the tab closed or the reader left)", querystring: SeatContentQuery }, ...reading },
    async (request, reply) => {
      const { found, subscriptions } = await entitled(request, request.query.contentCode);
      const principal = request.principal!;
      if (principal.userId !== null) {
        const ids = entitlingSubscriptions(found, subscriptions).filter((s) => s.seatLimit !== null).map((s) => s.id);
        const freed = await releaseUserSeats(app.db, request.tenant.id, principal.userId, ids);
        await seatsReleased(app.db, freed, seatIdleMs(request.tenant.config));
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/documents/seats/watch',
    {
      schema: { tags, summary: 'Asks to be told (by mail when asked) when a seat of the subscription entitling the document frees', body: SeatWatchRequest, response: { 201: SeatWatch } },
      ...reading,
    },
    async (request, reply) => {
      const principal = request.principal!;
      if (principal.userId === null) throw AppError.forbidden(ONLY_READERS);
      const { found, subscriptions } = await entitled(request, request.body.contentCode);
      const limited = entitlingSubscriptions(found, subscriptions).filter((s) => s.seatLimit !== null);
      let nextFreeAt: string | null = null;
      try {
        await holdSeat(app.db, request, found, subscriptions);
      } catch (error) {
        if (!(error instanceof AppError) || !error.details.licence?.seats) throw error;
        nextFreeAt = error.details.licence.seats.nextFreeAt;
      }
      // A seat free now is already the reader's: nothing to wait for.
      if (nextFreeAt !== null) {
        for (const s of limited) {
          await watchSeat(app.db, {
            tenantId: request.tenant.id,
            subscriptionId: s.id,
            userId: principal.userId,
            documentId: found.document.id,
            mail: request.body.mail,
            idleMs: seatIdleMs(request.tenant.config),
            nextFreeAt: new Date(nextFreeAt),
          });
        }
      }
      return reply.code(201).send({ contentCode: found.document.contentCode, mail: request.body.mail, nextFreeAt });
    },
  );

  /** What is left of both allowances; the download's only where the document may be downloaded. */
  async function allowances(request: FastifyRequest, found: Awaited<ReturnType<typeof entitled>>['found'], subscriptions: Awaited<ReturnType<typeof entitled>>['subscriptions']) {
    return {
      contentCode: found.document.contentCode,
      download: canDownload(request.principal, found.document, subscriptions) ? await allowanceOf(app.db, request, found, subscriptions, 'DOWNLOAD') : null,
      print: await allowanceOf(app.db, request, found, subscriptions, 'PRINT'),
    };
  }

  app.get(
    '/api/documents/allowances',
    {
      schema: { tags, summary: "What is left of the reader's download and print allowances for the document (null: no limit)", querystring: SeatContentQuery, response: { 200: DocumentAllowances } },
      ...reading,
    },
    async (request, reply) => {
      const { found, subscriptions } = await entitled(request, request.query.contentCode);
      reply.header('cache-control', 'private, no-store');
      return allowances(request, found, subscriptions);
    },
  );

  app.post(
    '/api/documents/prints',
    {
      schema: { tags, summary: 'Counts a print of the document before the browser prints it; 429 when the print allowance is used', body: PrintRequest, response: { 200: DocumentAllowances } },
      ...reading,
    },
    async (request) => {
      const { found, subscriptions } = await entitled(request, request.body.contentCode);
      await holdSeat(app.db, request, found, subscriptions);
      await requireAllowance(app.db, request, found, subscriptions, 'PRINT');
      await recordDocumentAccess(app.db, {
        tenantId: request.tenant.id,
        userId: request.principal!.userId,
        accountId: request.principal!.accountId!,
        documentId: found.document.id,
        kind: 'print',
      });
      return allowances(request, found, subscriptions);
    },
  );
};

export default licenceRoutes;
