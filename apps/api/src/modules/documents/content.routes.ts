import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCodeQuery } from '@codex/domain';
import type { DocumentAccessKind } from '../../db/schema/index.js';
import { etagMatches, parseRangeHeader } from '../../lib/byte-range.js';
import { AppError } from '../../lib/errors.js';
import { highlightPdf, type PdfHighlight } from '../../rendering/index.js';
import { ContentReferenceParams, ContentVerification, DownloadQuery } from './content.schema.js';
import {
  contentNotFound,
  currentSubscriptions,
  findDocumentByReference,
  findRendition,
  recordDocumentAccess,
  renditionKinds,
  type FoundDocument,
  type RenditionKind,
} from './content.service.js';
import { canDownload, canReadContent } from './entitlement.policy.js';
import { highlightsOf, type CompassPointsOf } from './download-highlights.js';
import { HTML_CONTENT_SECURITY_POLICY, NOT_DOWNLOADABLE, NOT_ENTITLED } from './content.constants.js';
import { holdSeat, requireAllowance } from './content-licence.js';
import { access } from '../../lib/access-rules.js';

/** A document the reader may have now; `metered`: its downloads are counted against an allowance. */
type Authorized = FoundDocument & { metered: boolean };

interface SendOptions {
  kind: RenditionKind;
  access: DocumentAccessKind;
  disposition: 'inline' | 'attachment';
}

/** "RFC9110.pdf" from "RFC 9110": a file name that needs no quoting rules. */
function fileNameOf(found: FoundDocument, kind: RenditionKind): string {
  const base = found.document.designation.replace(/[^A-Za-z0-9._-]+/g, '') || found.document.contentCode;
  return `${base}.${kind}`;
}

export interface ContentRoutesOptions {
  /** The compass points the download with `compassPoints=true` highlights; without it that download is the plain PDF. */
  compassPointsOf?: CompassPointsOf;
}

const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { compassPointsOf }) => {
  /**
   * 404 for documents the tenant does not offer, 403 unless the selected account may read (or download) it, 429 when
   * its seats are all taken or (downloads) the reader's allowance is used (docs/adr/0065, 0066).
   */
  async function authorizedDocument(request: FastifyRequest, reference: string, action: 'read' | 'download'): Promise<Authorized> {
    const found = await findDocumentByReference(app.db, request.tenant.config, reference);
    if (!found) throw contentNotFound(reference);
    const subscriptions = await currentSubscriptions(app.db, request.principal!.accountId);
    if (!canReadContent(request.principal, found.document, subscriptions)) throw AppError.forbidden(NOT_ENTITLED);
    if (action === 'download' && !canDownload(request.principal, found.document, subscriptions)) throw AppError.forbidden(NOT_DOWNLOADABLE);
    await holdSeat(app.db, request, found, subscriptions);
    const allowance = action === 'download' ? await requireAllowance(app.db, request, found, subscriptions, 'DOWNLOAD') : null;
    return { ...found, metered: allowance !== null };
  }

  /** Sends a rendition with validators and single byte ranges, and records the view or download. */
  async function sendRendition(request: FastifyRequest, reply: FastifyReply, found: FoundDocument, options: SendOptions) {
    const rendition = await findRendition(app.db, found.document.id, options.kind);
    const stored = rendition && (await app.fileStore.stat(rendition.storageKey));
    if (!rendition || !stored) throw contentNotFound(found.document.contentCode);
    if (stored.size !== rendition.byteSize) request.log.warn({ key: rendition.storageKey, stored: stored.size, recorded: rendition.byteSize }, 'rendition size differs from its record');

    const size = stored.size;
    const etag = `"${rendition.sha256}"`;
    // If-Range with another tag means the client's earlier part is stale: it gets the whole file.
    const ifRange = request.headers['if-range'];
    // A counted download is the whole file each time: a range could otherwise fetch it without being counted.
    const metered = 'metered' in found && found.metered === true;
    const requested = parseRangeHeader(!metered && (ifRange === undefined || ifRange === etag) ? request.headers.range : undefined, size);

    reply
      .header('etag', etag)
      .header('accept-ranges', metered ? 'none' : 'bytes')
      // Revalidate every time, so a lapsed subscription is noticed even with a cached copy.
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${options.disposition}; filename="${fileNameOf(found, options.kind)}"`);
    if (options.kind === 'html') reply.header('content-security-policy', HTML_CONTENT_SECURITY_POLICY);

    if (requested.kind === 'unsatisfiable') {
      throw new AppError('range-not-satisfiable', `The range ${request.headers.range} lies outside the ${size} bytes of the file`, {
        headers: { 'content-range': `bytes */${size}` },
      });
    }

    // A range that does not start at 0 continues a view already recorded (pdf.js loading further pages).
    const continuesView = requested.kind === 'range' && requested.range.start > 0;
    if (request.method === 'GET' && !continuesView) {
      await recordDocumentAccess(app.db, {
        tenantId: request.tenant.id,
        userId: request.principal!.userId,
        accountId: request.principal!.accountId!,
        documentId: found.document.id,
        kind: options.access,
      });
    }

    if (!metered && etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    reply.type(rendition.mediaType);
    if (requested.kind === 'range') {
      const { start, end } = requested.range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1)
        .send(app.fileStore.createReadStream(rendition.storageKey, requested.range));
    }
    return reply.header('content-length', size).send(app.fileStore.createReadStream(rendition.storageKey));
  }

  /**
   * The PDF with the highlights written in: a copy made for this request, so no validators and no ranges. Quotes
   * not found on their page are left out (logged); the download itself never fails for them.
   */
  async function sendHighlightedPdf(request: FastifyRequest, reply: FastifyReply, found: FoundDocument, highlights: PdfHighlight[]) {
    const rendition = await findRendition(app.db, found.document.id, 'pdf');
    if (!rendition || !(await app.fileStore.exists(rendition.storageKey))) throw contentNotFound(found.document.contentCode);
    const { pdf, written, skipped } = await highlightPdf(await app.fileStore.get(rendition.storageKey), highlights);
    if (skipped.length > 0) request.log.info({ contentCode: found.document.contentCode, skipped }, 'compass points not found in the PDF');
    await recordDocumentAccess(app.db, {
      tenantId: request.tenant.id,
      userId: request.principal!.userId,
      accountId: request.principal!.accountId!,
      documentId: found.document.id,
      kind: 'download',
    });
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${fileNameOf(found, 'pdf')}"`)
      .header('x-compass-points-highlighted', String(written.length))
      .header('x-compass-points-skipped', String(skipped.length))
      .type('application/pdf')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  }

  app.get(
    '/api/documents/verification/contentCode',
    {
      schema: {
        tags: ['documents'],
        summary: 'Whether the selected account may read the document; the entitlementaccess header carries the answer',
        querystring: ContentCodeQuery,
        response: { 200: ContentVerification },
      },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const found = await findDocumentByReference(app.db, request.tenant.config, request.query.contentCode);
      if (!found) throw contentNotFound(request.query.contentCode);
      const subscriptions = await currentSubscriptions(app.db, request.principal!.accountId);
      const entitled = canReadContent(request.principal, found.document, subscriptions);
      reply.header('entitlementaccess', String(entitled));
      return {
        contentCode: found.document.contentCode,
        entitled,
        downloadable: canDownload(request.principal, found.document, subscriptions),
        formats: await renditionKinds(app.db, found.document.id),
      };
    },
  );

  const readPdf = { kind: 'pdf', access: 'view-pdf', disposition: 'inline' } as const;

  app.get(
    '/api/documents/pdf/contentCode',
    {
      schema: { tags: ['documents'], summary: 'The PDF rendition; answers single byte ranges', querystring: ContentCodeQuery },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => sendRendition(request, reply, await authorizedDocument(request, request.query.contentCode, 'read'), readPdf),
  );

  app.get(
    '/api/documents/fullBook',
    {
      schema: { tags: ['documents'], summary: 'The whole document as PDF (the PDF rendition until books have parts)', querystring: ContentCodeQuery },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => sendRendition(request, reply, await authorizedDocument(request, request.query.contentCode, 'read'), readPdf),
  );

  app.get(
    '/api/documents/html/:id',
    {
      schema: { tags: ['documents'], summary: 'The HTML rendition, by contentCode or contentId, for the iframe viewer', params: ContentReferenceParams },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) =>
      sendRendition(request, reply, await authorizedDocument(request, request.params.id, 'read'), { kind: 'html', access: 'view-html', disposition: 'inline' }),
  );

  app.get(
    '/api/documents/download',
    {
      schema: { tags: ['documents'], summary: 'The PDF rendition as a file to save', querystring: DownloadQuery },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const found = await authorizedDocument(request, request.query.contentCode, 'download');
      if (request.query.compassPoints === 'true' && compassPointsOf) {
        const highlights = highlightsOf(await compassPointsOf(request, found.document.contentCode));
        if (highlights.length > 0) return sendHighlightedPdf(request, reply, found, highlights);
      }
      return sendRendition(request, reply, found, { kind: 'pdf', access: 'download', disposition: 'attachment' });
    },
  );
};

export default contentRoutes;
