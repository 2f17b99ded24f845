import { z } from 'zod';
import { CarryOutcome } from './compass-point-carry.js';

/**
 * Compass points as W3C Web Annotations (https://www.w3.org/TR/annotation-model/, docs/adr/0061): the export (an
 * AnnotationCollection in JSON-LD) and the import of one (or of an AnnotationPage or a single Annotation).
 */

/** The JSON-LD context every export names, and the content type it is sent with. */
export const ANNOTATION_CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
export const ANNOTATION_MEDIA_TYPE = 'application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"';
/** An import holds at most this many annotations (docs/adr/0061). */
export const ANNOTATION_IMPORT_LIMIT = 500;
/** The W3C form of our page selector: an RFC 3778 fragment `page=N`. */
export const PDF_FRAGMENT_CONFORMS_TO = 'http://tools.ietf.org/rfc/rfc3778';

/** The W3C context, in the http or https spelling, alone or first of an array of contexts. */
const namesAnnotationContext = (context: unknown) => {
  const known = (c: unknown) => c === ANNOTATION_CONTEXT || c === 'https://www.w3.org/ns/anno.jsonld';
  return known(context) || (Array.isArray(context) && context.some(known));
};
const JsonLdContext = z.unknown().refine(namesAnnotationContext, { message: 'WebAnnotationContext' });

/** `type` as JSON-LD allows it: one name or several. */
const typed = (name: string) => z.union([z.literal(name), z.array(z.string()).refine((types) => types.includes(name), { message: 'Invalid' })]);

const text = (max: number) => z.string().max(max);

// What an import reads. Unknown properties of other tools are let through and ignored; the ones read have to fit.
const TextQuoteSelectorIn = z.looseObject({ type: z.literal('TextQuoteSelector'), exact: text(100_000).min(1), prefix: text(2000).optional(), suffix: text(2000).optional() });
const TextPositionSelectorIn = z
  .looseObject({ type: z.literal('TextPositionSelector'), start: z.number().int().min(0), end: z.number().int().min(0) })
  .refine((p) => p.end > p.start, { message: 'Range', path: ['end'] });
const FragmentSelectorIn = z.looseObject({ type: z.literal('FragmentSelector'), value: text(2000), conformsTo: text(2048).optional() });
const READ_SELECTORS = ['TextQuoteSelector', 'TextPositionSelector', 'FragmentSelector'];
/** A selector of a kind an import does not read (CssSelector, RangeSelector, SvgSelector ...): kept out of the way. */
const OtherSelectorIn = z.looseObject({ type: z.string().max(200).refine((type) => !READ_SELECTORS.includes(type), { message: 'Invalid' }) });
const PlainSelectorIn = z.union([TextQuoteSelectorIn, TextPositionSelectorIn, FragmentSelectorIn, OtherSelectorIn]);
/** A selector, refined by others (a page refined by a quote) one level deep. */
const SelectorIn = z.intersection(PlainSelectorIn, z.looseObject({ refinedBy: z.union([PlainSelectorIn, z.array(PlainSelectorIn).max(10)]).optional() }));
export type AnnotationSelectorIn = z.infer<typeof PlainSelectorIn>;
const SpecificResourceIn = z.looseObject({
  source: text(2048),
  selector: z.union([SelectorIn, z.array(SelectorIn).max(20)]).optional(),
});
const BodyIn = z.union([
  text(2048),
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    value: text(100_000).optional(),
    purpose: z.union([z.string().max(200), z.array(z.string().max(200)).max(10)]).optional(),
    format: text(200).optional(),
    language: text(50).optional(),
  }),
]);

export const AnnotationIn = z.looseObject({
  '@context': JsonLdContext.optional(),
  id: text(2048).optional(),
  type: typed('Annotation'),
  motivation: z.union([z.string().max(200), z.array(z.string().max(200)).max(10)]).optional(),
  body: z.union([BodyIn, z.array(BodyIn).max(20)]).optional(),
  bodyValue: text(100_000).optional(),
  target: z.union([text(2048), SpecificResourceIn, z.array(z.union([text(2048), SpecificResourceIn])).min(1).max(10)]),
});
export type AnnotationIn = z.infer<typeof AnnotationIn>;

const Items = z.array(AnnotationIn).max(ANNOTATION_IMPORT_LIMIT, { message: 'TooManyAnnotations' });
const AnnotationPageIn = z.looseObject({ type: typed('AnnotationPage'), items: Items });

const typesOf = (type: string | string[]) => (Array.isArray(type) ? type : [type]);

/**
 * POST /api/v1/compasspoint/annotations: JSON-LD naming the W3C context at the top, and one of an
 * AnnotationCollection whose first page is embedded with its items, an AnnotationPage, or one Annotation. One object
 * shape (not a union), so a refusal names the field that is wrong.
 */
export const AnnotationImportBody = AnnotationIn.partial()
  .extend({
    '@context': JsonLdContext,
    type: z.union([z.string().max(200), z.array(z.string().max(200)).max(10)]),
    first: AnnotationPageIn.optional(),
    items: Items.optional(),
  })
  .superRefine((value, ctx) => {
    const types = typesOf(value.type);
    const needs = (field: 'first' | 'items' | 'target') => {
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'NotNull' });
    };
    if (types.includes('AnnotationCollection')) needs('first');
    else if (types.includes('AnnotationPage')) needs('items');
    else if (types.includes('Annotation')) needs('target');
    else ctx.addIssue({ code: 'custom', path: ['type'], message: 'NotWebAnnotation' });
  });
export type AnnotationImportBody = z.infer<typeof AnnotationImportBody>;

/** The annotations of an import, whichever of the three forms it came in. */
export function annotationsOf(body: AnnotationImportBody): AnnotationIn[] {
  const types = typesOf(body.type);
  if (types.includes('AnnotationCollection')) return body.first?.items ?? [];
  if (types.includes('AnnotationPage')) return body.items ?? [];
  return [body as unknown as AnnotationIn];
}

/** Why an annotation of an import did not become a compass point. */
export const AnnotationNotImportedReason = z.enum([
  /** No TextQuoteSelector (and no TextPositionSelector of our own export of this document). */
  'no-text-selector',
  /** The quote is not in the document's text, or too little of it (the carry's threshold). */
  'not-found',
  /** The same compass point is already active on this document in the account. */
  'already-present',
  /** A body is longer than the compass point's field (name 255, description 1300, overlay 500). */
  'too-long',
  /** The tenant's compassPointSettings require a field the annotation leaves blank. */
  'missing-required-field',
]);
export type AnnotationNotImportedReason = z.infer<typeof AnnotationNotImportedReason>;

export const ImportedAnnotation = z.object({
  /** The annotation's place in the import (0-based) and its id, when it had one. */
  index: z.number().int(),
  annotationId: z.string().nullable(),
  /** How it anchored: as in the carry (exact, moved, changed). */
  outcome: CarryOutcome.exclude(['not-found']),
  compassPointID: z.number().int(),
  compassPointUUID: z.string(),
  /** The passage it is on now. */
  text: z.string(),
});
export const NotImportedAnnotation = z.object({
  index: z.number().int(),
  annotationId: z.string().nullable(),
  reason: AnnotationNotImportedReason,
  /** The passage the annotation quoted, when it quoted one. */
  text: z.string().nullable(),
  /** The required fields left blank, or the fields too long. */
  fields: z.array(z.string()),
});
export const AnnotationImportAnswer = z.object({
  contentCode: z.string(),
  designation: z.string(),
  total: z.number().int(),
  imported: z.array(ImportedAnnotation),
  notImported: z.array(NotImportedAnnotation),
});
export type AnnotationImportAnswer = z.infer<typeof AnnotationImportAnswer>;

// What an export writes (the response schema decides which fields leave the server).
const TextualBodyOut = z.object({ type: z.literal('TextualBody'), purpose: z.string(), format: z.literal('text/plain'), value: z.string() });
const SelectorOut = z.union([
  z.object({ type: z.literal('TextQuoteSelector'), exact: z.string(), prefix: z.string(), suffix: z.string() }),
  z.object({ type: z.literal('TextPositionSelector'), start: z.number().int(), end: z.number().int() }),
  z.object({ type: z.literal('FragmentSelector'), conformsTo: z.literal(PDF_FRAGMENT_CONFORMS_TO), value: z.string() }),
]);
export const AnnotationOut = z.object({
  id: z.string(),
  type: z.literal('Annotation'),
  motivation: z.enum(['highlighting', 'commenting']),
  creator: z.object({ type: z.literal('Person'), name: z.string(), email: z.string().optional() }),
  created: z.string(),
  modified: z.string(),
  generator: z.object({ id: z.string(), type: z.literal('Software'), name: z.string() }),
  body: z.array(TextualBodyOut),
  target: z.object({ type: z.literal('SpecificResource'), source: z.string(), selector: z.array(SelectorOut) }),
  /** The compass point's change history (IANA link relation version-history; docs/adr/0061). */
  'iana:version-history': z.object({ id: z.string() }),
});
export type AnnotationOut = z.infer<typeof AnnotationOut>;
export const AnnotationCollectionOut = z.object({
  '@context': z.literal(ANNOTATION_CONTEXT),
  id: z.string(),
  type: z.literal('AnnotationCollection'),
  label: z.string(),
  total: z.number().int(),
  first: z.object({ id: z.string(), type: z.literal('AnnotationPage'), partOf: z.string(), startIndex: z.literal(0), items: z.array(AnnotationOut) }),
  last: z.string(),
});
export type AnnotationCollectionOut = z.infer<typeof AnnotationCollectionOut>;

/** GET /api/v1/compasspoint/annotations?contentCode: one document's; without it, every one of the caller's account. */
export const AnnotationExportQuery = z.object({ contentCode: z.string().trim().min(1).max(255).optional() });
/** POST /api/v1/compasspoint/annotations?contentCode: the document the annotations go on. */
export const AnnotationImportQuery = z.object({ contentCode: z.string().trim().min(1).max(255) });
