/**
 * Resumption tokens: the whole state of a list harvest in the token itself (verb, format, set, dates, the last key
 * sent and how many went before), so any server process can answer the next part and no state is kept between
 * requests. A token is valid for a day; the key order keeps it valid across a catalogue import (docs/adr/0064).
 */
import { z } from 'zod';
import { OaiError } from './oai-arguments.js';

/** How long a token may be used: a day is ample for the slowest harvester between two requests. */
export const TOKEN_LIFETIME_MS = 24 * 3600 * 1000;

const TokenState = z
  .object({
    tenant: z.number().int().positive(),
    verb: z.enum(['ListIdentifiers', 'ListRecords']),
    metadataPrefix: z.string().max(64),
    set: z.string().max(128).nullable(),
    from: z.iso.datetime().nullable(),
    before: z.iso.datetime().nullable(),
    /** The key of the last record sent. */
    after: z.number().int().min(0),
    /** How many records the earlier parts held. */
    cursor: z.number().int().min(0),
    expires: z.number().int(),
  })
  .strict();
export type TokenState = z.infer<typeof TokenState>;

export const encodeToken = (state: TokenState) => Buffer.from(JSON.stringify(state)).toString('base64url');

export function decodeToken(token: string, tenant: number, verb: string, now = Date.now()): TokenState {
  let state: TokenState;
  try {
    state = TokenState.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw new OaiError('badResumptionToken', 'The resumption token is not one this repository gave');
  }
  if (state.tenant !== tenant || state.verb !== verb) throw new OaiError('badResumptionToken', 'The resumption token is not one this repository gave');
  if (state.expires < now) throw new OaiError('badResumptionToken', 'The resumption token has expired: start the harvest again');
  return state;
}
