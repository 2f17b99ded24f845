/**
 * The catalogue's source files and the shape of their records. Schemas accept what the files
 * really hold (nulls, empty lists, missing optional fields) and reject records that lack what
 * a catalogue entry cannot do without: id, designation, title and a known lifecycle status.
 */
import { z } from 'zod';

export const PUBLISHER_CODES = ['IETF', 'NIST', 'W3C'] as const;
export type PublisherCode = (typeof PUBLISHER_CODES)[number];

/** The publishers the demo catalogue holds; searchKey is the code, as the refinements expect. */
export const CATALOGUE_PUBLISHERS: Record<PublisherCode, { name: string; fullName: string; licenceNote: string }> = {
  IETF: {
    name: 'IETF',
    fullName: 'Internet Engineering Task Force',
    licenceNote: 'RFC texts are served whole and unmodified under the IETF Trust Legal Provisions (BCP 78); each RFC carries its copyright notice.',
  },
  NIST: {
    name: 'NIST',
    fullName: 'National Institute of Standards and Technology',
    licenceNote: 'Works of the U.S. Government, not subject to copyright in the United States. Source: National Institute of Standards and Technology.',
  },
  W3C: {
    name: 'W3C',
    fullName: 'World Wide Web Consortium',
    licenceNote: 'Bibliographic data from the W3C Technical Reports listing (relaton-data-w3c) and w3c/browser-specs (CC0).',
  },
};

/** The files the importer reads, in import order; the full-text file feeds the IETF records. */
export const CATALOGUE_FILES = {
  ietf: 'ietf-rfc-catalog.jsonl.gz',
  ietfFullText: 'ietf-rfc-fulltext-subset.jsonl.gz',
  nist: 'nist-csrc-sp-fips-catalog.jsonl.gz',
  w3c: 'w3c-tr-catalog.jsonl.gz',
} as const;

const text = z.string();
/** A string the source may leave out or set to null; both become null. */
const maybeText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
/** A list the source may leave out or set to null; both become []. Blank entries are dropped. */
const textList = z
  .array(z.string().nullable())
  .nullish()
  .transform((v) => (v ?? []).filter((s): s is string => typeof s === 'string' && s.trim() !== ''));
const maybeInt = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? null);
const maybeBool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);

export const IetfRecord = z.object({
  id: text.regex(/^RFC\d+$/, 'must look like RFC1234'),
  designation: text.min(1),
  number: maybeInt,
  publisher: z.literal('IETF'),
  stream: maybeText,
  title: text.min(1),
  abstract: maybeText,
  authors: textList,
  date: maybeText,
  rfc_status: maybeText,
  status_at_publication: maybeText,
  category: maybeText,
  lifecycle_status: z.enum(['active', 'obsoleted', 'historic']),
  status_corrected: maybeBool,
  working_group: maybeText,
  working_group_name: maybeText,
  area: maybeText,
  area_name: maybeText,
  keywords: textList,
  topics: textList,
  doi: maybeText,
  series: z
    .array(z.object({ series: text, number: z.union([z.number(), z.string()]), designation: text }))
    .nullish()
    .transform((v) => v ?? []),
  obsoletes: textList,
  obsoleted_by: textList,
  updates: textList,
  updated_by: textList,
  references_normative: textList,
  references_informative: textList,
  page_count: maybeInt,
  source_draft: maybeText,
  errata_url: maybeText,
  url: maybeText,
  has_fulltext: maybeBool,
});
export type IetfRecord = z.infer<typeof IetfRecord>;

export const IetfFullText = z.object({
  id: text.regex(/^RFC\d+$/, 'must look like RFC1234'),
  designation: maybeText,
  media_type: text.min(1),
  text: text.min(1),
});
export type IetfFullText = z.infer<typeof IetfFullText>;

const NistLink = z.object({ id: text.min(1), designation: maybeText, in_dataset: z.boolean().nullish() });

export const NistRecord = z.object({
  id: text.regex(/^NIST:[a-z]+\//, 'must look like NIST:sp/800-53/rev-5/final'),
  designation: text.min(1),
  docidentifier: maybeText,
  docnumber: maybeText,
  revision: maybeText,
  volume: maybeText,
  edition: maybeText,
  publisher: z.literal('NIST'),
  series: maybeText,
  category: maybeText,
  title: text.min(1),
  abstract: maybeText,
  authors: textList,
  editors: textList,
  date: maybeText,
  updated_date: maybeText,
  withdrawn_date: maybeText,
  comment_period: textList,
  stage: maybeText,
  substage: maybeText,
  lifecycle_status: z.enum(['active', 'superseded', 'withdrawn', 'draft', 'retired']),
  keywords: textList,
  doi: maybeText,
  supersedes: z
    .array(NistLink)
    .nullish()
    .transform((v) => v ?? []),
  superseded_by: z
    .array(NistLink)
    .nullish()
    .transform((v) => v ?? []),
  url: maybeText,
});
export type NistRecord = z.infer<typeof NistRecord>;

const W3cVersion = z.object({
  designation: text,
  maturity: maybeText,
  date: maybeText,
  url: maybeText,
});

export const W3cRecord = z.object({
  id: text.regex(/^W3C:/, 'must look like W3C:shortname'),
  designation: text.min(1),
  shortname: text.min(1),
  publisher: z.literal('W3C'),
  title: text.min(1),
  abstract: maybeText,
  url: maybeText,
  doctype: maybeText,
  maturity: maybeText,
  lifecycle_status: z.enum(['active', 'draft', 'withdrawn', 'superseded']),
  retired: maybeBool,
  date: maybeText,
  first_published: maybeText,
  editors: textList,
  working_groups: textList,
  keywords: textList,
  versions: z
    .array(W3cVersion)
    .nullish()
    .transform((v) => v ?? []),
  browser_specs: z
    .object({ categories: textList })
    .nullish()
    .transform((v) => v ?? null),
});
export type W3cRecord = z.infer<typeof W3cRecord>;

/** One line of the zod error, naming the fields: "title: Invalid input: expected string, received undefined". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
