/**
 * The six verbs of OAI-PMH 2.0 over a tenant's catalogue: metadata only, never full text, and only the publishers the
 * tenant offers. Each verb returns the XML that goes inside the envelope, or throws an OaiError.
 */
import type { Db } from '../../db/client.js';
import { OaiError, readDateRange, type OaiRequest } from './oai-arguments.js';
import { isMetadataPrefix, METADATA_FORMATS, metadataXml, type MetadataPrefix } from './oai-metadata.js';
import { countRecords, earliestDatestamp, metadataOf, offeredPublisherRows, recordOf, recordsAfter, type RecordRow, type RecordScope } from './oai-records.js';
import { setsOf, setSpecsOf } from './oai-sets.js';
import { decodeToken, encodeToken, TOKEN_LIFETIME_MS, type TokenState } from './oai-token.js';
import { headerElement, recordElement, resumptionElement, utcSeconds, xml, type OaiHeader } from './oai-xml.js';

/** Records per part of a list: a part stays well under a second to build, and a full harvest takes few requests. */
export const PAGE_SIZE = { ListRecords: 250, ListIdentifiers: 1000 } as const;

export interface Repository {
  db: Db;
  tenantId: number;
  tenantName: string;
  adminEmail: string;
  /** Publishers the tenant offers; empty means all. */
  offered: string[];
  /** The reader's origin (document links) and the repository's base URL. */
  origin: string;
  baseUrl: string;
  /** The domain name in the records' identifiers (oai:<repositoryIdentifier>:<content code>). */
  repositoryIdentifier: string;
  now: Date;
}

const identifierOf = (repo: Repository, contentCode: string) => `oai:${repo.repositoryIdentifier}:${contentCode}`;

function contentCodeOf(repo: Repository, identifier: string): string | null {
  const prefix = `oai:${repo.repositoryIdentifier}:`;
  return identifier.startsWith(prefix) && identifier.length > prefix.length ? identifier.slice(prefix.length) : null;
}

const headerOf = (repo: Repository, row: RecordRow): OaiHeader => ({
  identifier: identifierOf(repo, row.contentCode),
  datestamp: new Date(row.datestamp),
  setSpecs: setSpecsOf(row.publisherCode, row.category),
  deleted: row.deleted,
});

async function identify(repo: Repository): Promise<string> {
  const earliest = (await earliestDatestamp(repo.db, repo.offered)) ?? utcSeconds(repo.now);
  return [
    '<Identify>',
    `<repositoryName>${xml(repo.tenantName)}</repositoryName>`,
    `<baseURL>${xml(repo.baseUrl)}</baseURL>`,
    '<protocolVersion>2.0</protocolVersion>',
    `<adminEmail>${xml(repo.adminEmail)}</adminEmail>`,
    `<earliestDatestamp>${earliest}</earliestDatestamp>`,
    '<deletedRecord>persistent</deletedRecord>',
    '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>',
    '<description>',
    '<oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ',
    'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">',
    `<scheme>oai</scheme><repositoryIdentifier>${xml(repo.repositoryIdentifier)}</repositoryIdentifier><delimiter>:</delimiter>`,
    `<sampleIdentifier>${xml(identifierOf(repo, 'IETF-RFC9110'))}</sampleIdentifier>`,
    '</oai-identifier>',
    '</description>',
    '</Identify>',
  ].join('');
}

async function findRecord(repo: Repository, identifier: string): Promise<RecordRow> {
  const contentCode = contentCodeOf(repo, identifier);
  const row = contentCode ? await recordOf(repo.db, repo.offered, contentCode) : null;
  if (!row) throw new OaiError('idDoesNotExist', `No record has the identifier "${identifier}" in this repository`);
  return row;
}

async function listMetadataFormats(repo: Repository, identifier: string | undefined): Promise<string> {
  if (identifier !== undefined) await findRecord(repo, identifier);
  const formats = METADATA_FORMATS.map(
    (f) => `<metadataFormat><metadataPrefix>${f.prefix}</metadataPrefix><schema>${f.schema}</schema><metadataNamespace>${f.namespace}</metadataNamespace></metadataFormat>`,
  );
  return `<ListMetadataFormats>${formats.join('')}</ListMetadataFormats>`;
}

async function listSets(repo: Repository, resumptionToken: string | undefined): Promise<string> {
  if (resumptionToken !== undefined) throw new OaiError('badResumptionToken', 'The list of sets is given whole: it has no resumption token');
  const sets = setsOf(await offeredPublisherRows(repo.db, repo.offered));
  return `<ListSets>${sets.map((s) => `<set><setSpec>${xml(s.spec)}</setSpec><setName>${xml(s.name)}</setName></set>`).join('')}</ListSets>`;
}

/** The records' XML, each with its metadata in the format asked for (deleted records: the header alone). */
async function recordsXml(repo: Repository, prefix: MetadataPrefix, rows: RecordRow[]): Promise<string[]> {
  const metadata = new Map((await metadataOf(repo.db, rows.filter((r) => !r.deleted).map((r) => r.key))).map((m) => [m.key, m]));
  return rows.map((row) => {
    const doc = metadata.get(row.key);
    const body = doc ? metadataXml(prefix, doc, { origin: repo.origin, publisherCode: row.publisherCode, category: row.category }) : null;
    return recordElement(headerOf(repo, row), body);
  });
}

async function getRecord(repo: Repository, identifier: string, prefix: string): Promise<string> {
  if (!isMetadataPrefix(prefix)) throw new OaiError('cannotDisseminateFormat', `The format "${prefix}" is not offered: ask ListMetadataFormats`);
  const row = await findRecord(repo, identifier);
  return `<GetRecord>${(await recordsXml(repo, prefix, [row])).join('')}</GetRecord>`;
}

/** The state of a list request: from its token, or a new harvest from its arguments. */
async function listState(repo: Repository, request: OaiRequest & { verb: 'ListIdentifiers' | 'ListRecords' }): Promise<{ state: TokenState; continued: boolean }> {
  const { args, verb } = request;
  if (args.resumptionToken !== undefined) return { state: decodeToken(args.resumptionToken, repo.tenantId, verb, repo.now.getTime()), continued: true };
  const prefix = args.metadataPrefix!;
  if (!isMetadataPrefix(prefix)) throw new OaiError('cannotDisseminateFormat', `The format "${prefix}" is not offered: ask ListMetadataFormats`);
  const { from, before } = readDateRange(args.from, args.until);
  return {
    state: {
      tenant: repo.tenantId,
      verb,
      metadataPrefix: prefix,
      set: args.set ?? null,
      from: from?.toISOString() ?? null,
      before: before?.toISOString() ?? null,
      after: 0,
      cursor: 0,
      expires: 0,
    },
    continued: false,
  };
}

async function list(repo: Repository, request: OaiRequest & { verb: 'ListIdentifiers' | 'ListRecords' }): Promise<string> {
  const { state, continued } = await listState(repo, request);
  let set: RecordScope['set'] = null;
  if (state.set !== null) {
    const known = setsOf(await offeredPublisherRows(repo.db, repo.offered)).find((s) => s.spec === state.set);
    if (!known) throw new OaiError('noRecordsMatch', `This repository has no set "${state.set}": ask ListSets`);
    set = { publisherCode: known.publisherCode, category: known.category };
  }
  const scope: RecordScope = { offered: repo.offered, set, from: state.from ? new Date(state.from) : null, before: state.before ? new Date(state.before) : null };
  const size = PAGE_SIZE[request.verb];
  const rows = await recordsAfter(repo.db, scope, state.after, size + 1);
  const more = rows.length > size;
  const part = more ? rows.slice(0, size) : rows;
  if (part.length === 0) throw new OaiError('noRecordsMatch', 'No record matches the arguments given');

  const items = request.verb === 'ListRecords' ? await recordsXml(repo, state.metadataPrefix as MetadataPrefix, part) : part.map((row) => headerElement(headerOf(repo, row)));
  let resumption = '';
  if (more || continued) {
    const completeListSize = Math.max(await countRecords(repo.db, scope), state.cursor + part.length);
    const expires = new Date(repo.now.getTime() + TOKEN_LIFETIME_MS);
    const token = more ? encodeToken({ ...state, after: part[part.length - 1].key, cursor: state.cursor + part.length, expires: expires.getTime() }) : '';
    resumption = resumptionElement({ token, completeListSize, cursor: state.cursor, expires: more ? expires : null });
  }
  return `<${request.verb}>${items.join('')}${resumption}</${request.verb}>`;
}

/** Answers one checked request with the XML of its verb. */
export function answer(repo: Repository, request: OaiRequest): Promise<string> {
  const { args } = request;
  switch (request.verb) {
    case 'Identify':
      return identify(repo);
    case 'ListMetadataFormats':
      return listMetadataFormats(repo, args.identifier);
    case 'ListSets':
      return listSets(repo, args.resumptionToken);
    case 'GetRecord':
      return getRecord(repo, args.identifier!, args.metadataPrefix!);
    case 'ListIdentifiers':
    case 'ListRecords':
      return list(repo, { ...request, verb: request.verb });
  }
}
