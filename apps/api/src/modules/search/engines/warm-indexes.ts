import type { Db } from '../../../db/client.js';
import { catalogueGeneration } from '../../catalogue/index.js';
import { expireKeywordIndexCheck, keywordIndex, keywordIndexLoaded } from './keyword-index/current-index.js';
import { indexBytes } from './keyword-index/keyword-index.js';
import { expireSpellingCheck, spellingDictionary } from './spelling/spelling.js';
import { currentTitleIndex, expireTitleIndexCheck, titleIndexLoaded } from './title-index/title-index.js';

interface WarmLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Builds the in-memory search indexes of the current catalogue (keyword index, type-ahead title index, spelling dictionary) once the
 * server listens, instead of on the first search after start; searches meanwhile are answered by the database.
 */
export async function warmSearchIndexes(db: Db, log: WarmLog): Promise<void> {
  try {
    let started = performance.now();
    const index = await keywordIndex(db);
    log.info(
      `search: keyword index of ${index.size} documents and ${index.lexemes.size} lexemes (${Math.round(indexBytes(index) / 1e6)} MB) built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    await currentTitleIndex(db);
    log.info(`search: title index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const spelling = await spellingDictionary(db);
    log.info(
      `search: spelling dictionary of ${spelling.size} words and ${spelling.entries} deletions (${Math.round(spelling.bytes / 1e6)} MB) built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    log.warn(`search: an index could not be built (${(error as Error).message}); searches are answered by the database`);
  }
}

/** After a catalogue change: the next search and suggestion ask which catalogue is current instead of trusting their last look. */
export function expireSearchIndexChecks(db: Db): void {
  expireKeywordIndexCheck(db);
  expireTitleIndexCheck(db);
  expireSpellingCheck(db);
}

/**
 * Whether the in-memory keyword and type-ahead indexes of the current catalogue are built (the readiness probe,
 * docs/adr/0062); asks the database for the generation and starts no build.
 */
export async function searchIndexesLoaded(db: Db): Promise<boolean> {
  const generation = await catalogueGeneration(db);
  return keywordIndexLoaded(db, generation) && titleIndexLoaded(db, generation);
}
