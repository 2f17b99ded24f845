/**
 * POST /api/v1/compasspoint/annotations?contentCode: W3C annotations made compass points of a document (docs/adr/0061).
 * Each annotation is anchored in the document's text with @codex/anchoring's carry(), as the carry to a newer
 * edition does: from the text of the edition it was made on when that is a document of the catalogue the account
 * may read, else from its quote alone. Each anchored one is created through createCompassPoint (the rules, history,
 * audit and webhook events of every compass point), its history saying which annotation it was imported from; every
 * other one is answered with the reason, never dropped.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { carry, positionSelectorOf, quoteSelectorOf, toSelectionData, type Selector } from '@codex/anchoring';
import { annotationsOf, LIMITS, type AnnotationImportAnswer, type AnnotationImportBody, type AnnotationIn } from '@codex/domain';
import { compassPoints, documents } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { NO_FULL_TEXT, pageLocatorOf, textOf } from '../carry/carry-editions.js';
import { assertEntitled, type CompassPointContext } from '../compass-point-store.js';
import { createCompassPoint } from '../create-compass-point.command.js';
import { annotatableDocument } from './annotation-export.service.js';
import { contentCodeOfSource, readBodies, readTarget, type AnnotationTarget, type AnnotationTexts } from './annotation-mapping.js';

type Imported = AnnotationImportAnswer['imported'][number];
type NotImported = AnnotationImportAnswer['notImported'][number];

const FIELD_LIMITS: Record<keyof AnnotationTexts, number> = {
  name: LIMITS.compassPointName,
  description: LIMITS.compassPointDescription,
  overlayDetails: LIMITS.compassPointOverlay,
};

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const UUID_AT_END = /\/compasspoint\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The uuids of the compass points named by annotation ids that are already active on this document in the account. */
async function alreadyPresent(context: CompassPointContext, documentId: number, annotations: AnnotationIn[]): Promise<Set<string>> {
  const uuids = [...new Set(annotations.map((a) => UUID_AT_END.exec(a.id ?? '')?.[1]?.toLowerCase()).filter((u): u is string => u !== undefined))];
  if (uuids.length === 0) return new Set();
  const rows = await context.db
    .select({ uuid: compassPoints.uuid })
    .from(compassPoints)
    .where(and(eq(compassPoints.accountId, context.principal.accountId), eq(compassPoints.documentId, documentId), eq(compassPoints.status, 'ACTIVE'), inArray(compassPoints.uuid, uuids)));
  return new Set(rows.map((r) => r.uuid));
}

/**
 * The text of the edition an annotation was made on, when it is another document of the catalogue that the tenant
 * offers and the account may read (the same rule as opening it); null otherwise, and the quote stands alone.
 */
function sourceTexts(context: CompassPointContext) {
  const known = new Map<string, Promise<string | null>>();
  const load = async (contentCode: string) => {
    const [doc] = await context.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, contentCode)).limit(1);
    if (!doc) return null;
    try {
      await assertEntitled(context, doc.id);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
    return (await textOf(context.db, doc.id))?.body ?? null;
  };
  return (contentCode: string) => {
    let text = known.get(contentCode);
    if (!text) {
      text = load(contentCode);
      known.set(contentCode, text);
    }
    return text;
  };
}

/** The selectors carry() is given: the position only when it is an offset into the text carry() starts from. */
function selectorsFor(target: AnnotationTarget, positionKnown: boolean): Selector[] {
  const selectors: Selector[] = [];
  if (target.quote) selectors.push(target.quote);
  if (target.position && positionKnown) selectors.push(target.position);
  return selectors;
}

/** Imports the annotations into the document; the caller's rights on it are those of creating a compass point. */
export async function importAnnotations(context: CompassPointContext, contentCode: string, body: AnnotationImportBody): Promise<AnnotationImportAnswer> {
  const doc = await annotatableDocument(context, contentCode);
  const stored = await textOf(context.db, doc.id);
  if (!stored) throw AppError.badRequest(NO_FULL_TEXT, `${doc.designation} has no full text to anchor annotations in`, doc.contentCode);
  const text = stored.body;
  const pageAt = pageLocatorOf(doc.id, text, stored.sourceHash);
  const annotations = annotationsOf(body);
  const present = await alreadyPresent(context, doc.id, annotations);
  const textOfSource = sourceTexts(context);
  const required = context.config.compassPointSettings.name;

  const imported: Imported[] = [];
  const notImported: NotImported[] = [];
  for (const [index, annotation] of annotations.entries()) {
    const annotationId = annotation.id ?? null;
    const target = readTarget(annotation);
    const quoted = target.quote ? flat(target.quote.exact) : null;
    const refuse = (reason: NotImported['reason'], fields: string[] = []) => notImported.push({ index, annotationId, reason, text: quoted, fields });

    const uuid = UUID_AT_END.exec(annotationId ?? '')?.[1]?.toLowerCase();
    if (uuid && present.has(uuid)) {
      refuse('already-present');
      continue;
    }
    const sourceCode = contentCodeOfSource(target.source);
    const sameDocument = sourceCode === doc.contentCode;
    const sourceText = sourceCode && !sameDocument ? await textOfSource(sourceCode) : null;
    // A position is only trusted in the text it was taken from: this document's, or the edition's we hold.
    const positionKnown = sameDocument || sourceText !== null;
    if (!target.quote && !(positionKnown && target.position)) {
      refuse('no-text-selector');
      continue;
    }
    const result = carry(sourceText ?? text, text, selectorsFor(target, positionKnown));
    if (result.outcome === 'not-found') {
      refuse('not-found');
      continue;
    }

    const texts = readBodies(annotation);
    const tooLong = (Object.keys(FIELD_LIMITS) as (keyof AnnotationTexts)[]).filter((field) => texts[field].length > FIELD_LIMITS[field]);
    if (tooLong.length > 0) {
      refuse('too-long', tooLong);
      continue;
    }
    const quote = quoteSelectorOf(result.selectors)!;
    const position = positionSelectorOf(result.selectors)!;
    // A highlight of another tool has no name; where the tenant requires one, the passage names it.
    const name = texts.name === '' && required.show && required.required ? flat(quote.exact).slice(0, LIMITS.compassPointName) : texts.name;
    const page = pageAt(position.start) ?? (sameDocument ? target.page : null);
    try {
      const point = await createCompassPoint(
        context,
        {
          name,
          description: texts.description,
          overlayDetails: texts.overlayDetails,
          contentID: doc.id,
          selectionData: toSelectionData(quote.exact),
          selectionMetadata: { pageNumber: page, selectionText: quote.exact, annotationID: randomUUID() },
          anchor: { quote: { exact: quote.exact, prefix: quote.prefix, suffix: quote.suffix }, position: { start: position.start, end: position.end }, page },
        },
        { importedFrom: { annotationId, source: target.source } },
      );
      imported.push({ index, annotationId, outcome: result.outcome, compassPointID: point.compassPointID, compassPointUUID: point.compassPointUUID, text: flat(result.newText) });
    } catch (error) {
      // The tenant's required fields: the command's own validation, answered per annotation.
      if (error instanceof AppError && error.code === 'validation') {
        refuse('missing-required-field', (error.details.fieldErrors ?? []).map((f) => f.field));
        continue;
      }
      throw error;
    }
  }
  return { contentCode: doc.contentCode, designation: doc.designation, total: annotations.length, imported, notImported };
}
