/**
 * The XML of OAI-PMH 2.0 answers, written as text: the envelope, headers, and the two metadata formats (oai_dc and
 * MARCXML). Every value passes through `xml()`, which escapes markup and drops the characters XML 1.0 forbids.
 */
import type { MarcField } from 'marcjs';

/** XML 1.0 allows tab, line feed, carriage return and everything from U+0020 but the surrogates, U+FFFE and U+FFFF. */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text (or an attribute value) as XML. */
export const xml = (text: string) => text.replace(FORBIDDEN, '').replace(/[<>&"']/g, (c) => ESCAPES[c]!);

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** The arguments echoed in the request element (none for badVerb and badArgument, as the protocol says). */
export type EchoedArguments = Record<string, string>;

/** Seconds granularity in UTC: 2026-11-28T21:04:05Z. */
export const utcSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function envelope(baseUrl: string, echoed: EchoedArguments | null, body: string, now = new Date()): string {
  const attributes = Object.entries(echoed ?? {})
    .map(([name, value]) => ` ${name}="${xml(value)}"`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<OAI-PMH xmlns="${OAI_NS}" xmlns:xsi="${XSI_NS}" xsi:schemaLocation="${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">`,
    `<responseDate>${utcSeconds(now)}</responseDate>`,
    `<request${attributes}>${xml(baseUrl)}</request>`,
    body,
    '</OAI-PMH>',
    '',
  ].join('\n');
}

export const errorElement = (code: string, message: string) => `<error code="${code}">${xml(message)}</error>`;

export interface OaiHeader {
  identifier: string;
  datestamp: Date;
  setSpecs: string[];
  deleted: boolean;
}

export function headerElement(header: OaiHeader): string {
  return [
    `<header${header.deleted ? ' status="deleted"' : ''}>`,
    `<identifier>${xml(header.identifier)}</identifier>`,
    `<datestamp>${utcSeconds(header.datestamp)}</datestamp>`,
    ...header.setSpecs.map((spec) => `<setSpec>${xml(spec)}</setSpec>`),
    '</header>',
  ].join('');
}

/** A record: its header, and its metadata unless deleted (a deleted record has none). */
export const recordElement = (header: OaiHeader, metadata: string | null) =>
  `<record>${headerElement(header)}${header.deleted || metadata === null ? '' : `<metadata>${metadata}</metadata>`}</record>`;

export interface Resumption {
  token: string;
  completeListSize: number;
  cursor: number;
  expires: Date | null;
}

/** The resumptionToken element; an empty token closes a list that was given in parts. */
export function resumptionElement({ token, completeListSize, cursor, expires }: Resumption): string {
  const expiration = expires ? ` expirationDate="${utcSeconds(expires)}"` : '';
  return `<resumptionToken completeListSize="${completeListSize}" cursor="${cursor}"${expiration}>${xml(token)}</resumptionToken>`;
}

/** Unqualified Dublin Core (the oai_dc format every repository must offer). */
export type DublinCore = Partial<Record<'title' | 'creator' | 'subject' | 'description' | 'publisher' | 'date' | 'type' | 'format' | 'identifier' | 'source' | 'language' | 'relation' | 'rights', string[]>>;

const DC_ORDER = ['title', 'creator', 'subject', 'description', 'publisher', 'date', 'type', 'format', 'identifier', 'source', 'language', 'relation', 'rights'] as const;

export function oaiDcElement(dc: DublinCore): string {
  const elements = DC_ORDER.flatMap((name) => (dc[name] ?? []).filter((value) => value.trim() !== '').map((value) => `<dc:${name}>${xml(value)}</dc:${name}>`));
  return (
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
    'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">' +
    elements.join('') +
    '</oai_dc:dc>'
  );
}

export const MARC_NS = 'http://www.loc.gov/MARC21/slim';

/** One MARC record as MARCXML (the marc21 format), with its namespace on the record itself. */
export function marcXmlElement(leader: string, fields: MarcField[]): string {
  const parts = [`<record xmlns="${MARC_NS}" xsi:schemaLocation="${MARC_NS} http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd">`, `<leader>${xml(leader)}</leader>`];
  for (const [tag, ...rest] of fields) {
    if (tag < '010') {
      parts.push(`<controlfield tag="${xml(tag)}">${xml(rest[0] ?? '')}</controlfield>`);
      continue;
    }
    const [indicators = '  ', ...subfields] = rest;
    parts.push(`<datafield tag="${xml(tag)}" ind1="${xml(indicators[0] ?? ' ')}" ind2="${xml(indicators[1] ?? ' ')}">`);
    for (let i = 0; i + 1 < subfields.length; i += 2) parts.push(`<subfield code="${xml(subfields[i])}">${xml(subfields[i + 1])}</subfield>`);
    parts.push('</datafield>');
  }
  parts.push('</record>');
  return parts.join('');
}
