/**
 * The protocol's arguments: which verb allows which, what is required or exclusive, and the dates. Anything else is
 * an OAI-PMH error (badVerb, badArgument), answered in XML with HTTP 200 as the protocol says, never the API's JSON.
 */
export const VERBS = ['Identify', 'ListMetadataFormats', 'ListSets', 'GetRecord', 'ListIdentifiers', 'ListRecords'] as const;
export type Verb = (typeof VERBS)[number];

export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface VerbArguments {
  required: string[];
  optional: string[];
  /** An argument that must come alone (resumptionToken). */
  exclusive?: string;
}

const ARGUMENTS: Record<Verb, VerbArguments> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

export interface OaiRequest {
  verb: Verb;
  args: Record<string, string>;
}

/** The request's verb and arguments, checked; throws OaiError badVerb or badArgument. */
export function readArguments(raw: Record<string, unknown>): OaiRequest {
  const verb = raw.verb;
  if (verb === undefined) throw new OaiError('badVerb', 'The verb argument is missing');
  if (typeof verb !== 'string') throw new OaiError('badVerb', 'The verb argument is repeated');
  if (!(VERBS as readonly string[]).includes(verb)) throw new OaiError('badVerb', `"${verb}" is not an OAI-PMH verb`);
  const allowed = ARGUMENTS[verb as Verb];
  const args: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'verb') continue;
    if (![...allowed.required, ...allowed.optional, allowed.exclusive].includes(name)) throw new OaiError('badArgument', `${verb} does not take the argument "${name}"`);
    if (typeof value !== 'string') throw new OaiError('badArgument', `The argument "${name}" is repeated`);
    args[name] = value;
  }
  if (allowed.exclusive && args[allowed.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) throw new OaiError('badArgument', `${allowed.exclusive} is an exclusive argument: nothing else may come with it`);
  } else {
    const missing = allowed.required.filter((name) => args[name] === undefined || args[name] === '');
    if (missing.length > 0) throw new OaiError('badArgument', `${verb} needs the argument${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  }
  return { verb: verb as Verb, args };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

export interface UtcDate {
  at: Date;
  granularity: 'day' | 'second';
}

/** A from or until argument at day or seconds granularity, UTC; anything else (or an impossible date) is badArgument. */
export function readUtcDate(name: string, value: string): UtcDate {
  const granularity = DAY.test(value) ? 'day' : SECOND.test(value) ? 'second' : null;
  const at = granularity ? new Date(granularity === 'day' ? `${value}T00:00:00Z` : value) : null;
  const sameBack = at && !Number.isNaN(at.getTime()) && (granularity === 'day' ? at.toISOString().slice(0, 10) : `${at.toISOString().slice(0, 19)}Z`) === value;
  if (!granularity || !at || !sameBack) throw new OaiError('badArgument', `${name} must be a UTC date as YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ, not "${value}"`);
  return { at, granularity };
}

/** The selective harvest's dates: from inclusive, and the instant before which until's records lie. */
export function readDateRange(from: string | undefined, until: string | undefined): { from: Date | null; before: Date | null } {
  const start = from === undefined ? null : readUtcDate('from', from);
  const end = until === undefined ? null : readUtcDate('until', until);
  if (start && end && start.granularity !== end.granularity) throw new OaiError('badArgument', 'from and until must have the same granularity');
  if (start && end && start.at > end.at) throw new OaiError('badArgument', 'from must not be later than until');
  const before = end ? new Date(end.at.getTime() + (end.granularity === 'day' ? 86_400_000 : 1000)) : null;
  return { from: start?.at ?? null, before };
}
