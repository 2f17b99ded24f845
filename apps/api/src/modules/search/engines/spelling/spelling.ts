import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import { catalogueGeneration } from '../../../catalogue/index.js';
import type { SearchScope } from '../../search-scope.js';
import { SymmetricDeleteDictionary } from './symmetric-delete.js';
import { sharedBuild } from '../shared-builds.js';

// The misspelling fallback (docs/adr/0010, 0037): a search that matches nothing is tried once more with its rare or
// unknown words replaced by catalogue words (the spelling dictionary search_words, search-words.ts) a typo away,
// found in memory by a symmetric-delete dictionary built from search_words at start and after each import.

/** A word this many documents use is taken as meant, not corrected. */
const MEANT_FROM_DOCUMENTS = 20;

/** How long a dictionary is used before asking again whether an import has completed since. */
const GENERATION_CHECK_MS = 2_000;

interface Slot {
  generation: number;
  dictionary: SymmetricDeleteDictionary | null;
  building: Promise<SymmetricDeleteDictionary> | null;
  checkedAt: number;
}
const slots = new WeakMap<Db, Slot>();

/** Reads search_words whole and builds the symmetric-delete dictionary of its words. */
export async function buildSpellingDictionary(db: Db): Promise<SymmetricDeleteDictionary> {
  const rows = await queryRows<{ word: string; documents: number }>(db, sql`select word, documents from search_words order by word`);
  return new SymmetricDeleteDictionary(
    rows.map((r) => r.word),
    Int32Array.from(rows, (r) => r.documents),
  );
}

function startBuild(db: Db, slot: Slot, generation: number): Promise<SymmetricDeleteDictionary> {
  slot.generation = generation;
  const building = sharedBuild(db, 'spelling', () => buildSpellingDictionary(db));
  slot.building = building;
  building.then(
    (dictionary) => {
      if (slot.building !== building) return;
      slot.dictionary = dictionary;
      slot.building = null;
    },
    () => {
      if (slot.building === building) {
        slot.building = null;
        // Asked again on the next search.
        slot.generation = -1;
      }
    },
  );
  return building;
}

/**
 * Builds the spelling dictionary again from the database now and uses it once built: for a process that learns
 * that another one completed an import. Searches meanwhile use the dictionary they had.
 */
export async function reloadSpellingDictionary(db: Db): Promise<SymmetricDeleteDictionary> {
  let slot = slots.get(db);
  if (!slot) slots.set(db, (slot = { generation: -1, dictionary: null, building: null, checkedAt: Date.now() }));
  return startBuild(db, slot, await catalogueGeneration(db));
}

/** After a catalogue change: the next correction asks which catalogue is current instead of trusting its last look. */
export function expireSpellingCheck(db: Db): void {
  const slot = slots.get(db);
  if (slot) slot.checkedAt = 0;
}

/**
 * The spelling dictionary of the current catalogue: built on first use, and again once a newer import has completed
 * (the previous one answers while it is built).
 */
export async function spellingDictionary(db: Db): Promise<SymmetricDeleteDictionary> {
  let slot = slots.get(db);
  if (slot?.dictionary && Date.now() - slot.checkedAt < GENERATION_CHECK_MS) return slot.dictionary;
  const generation = await catalogueGeneration(db);
  slot = slots.get(db);
  if (!slot) slots.set(db, (slot = { generation: -1, dictionary: null, building: null, checkedAt: Date.now() }));
  slot.checkedAt = Date.now();
  if (slot.generation !== generation) startBuild(db, slot, generation);
  return slot.dictionary ?? slot.building!;
}

/**
 * The query with each misspelled word replaced, or null when nothing was replaced. A word that fewer than twenty
 * documents use is replaced by the catalogue word one edit away (two for words of seven letters or more) that at
 * least ten times as many documents use, so a typo that also occurs in a few documents ('protocl') is still
 * corrected: the closest first, then one of the same first letter, then the one most documents use.
 * 'hypertxt transfer protocl' -> 'hypertext transfer protocol'.
 */
export async function correctSpelling(db: Db, keywords: string): Promise<string | null> {
  const words = [...new Set((keywords.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && w.length <= 40))].slice(0, 12);
  if (words.length === 0) return null;
  const dictionary = await spellingDictionary(db);
  const replace = new Map<string, string>();
  for (const word of words) {
    const own = dictionary.documentsUsing(word);
    if (own >= MEANT_FROM_DOCUMENTS) continue;
    const [best] = dictionary.suggestions(word, word.length >= 7 ? 2 : 1, Math.max(1, own * 10));
    if (best) replace.set(word, best.word);
  }
  if (replace.size === 0) return null;
  return keywords.replace(/\p{L}+/gu, (word) => replace.get(word.toLowerCase()) ?? word);
}

/** Whether a search with no full-text match may retry with corrected spelling (words typed, not a designation search). */
export const mayCorrect = (scope: SearchScope) => scope.searchField !== 'D' && scope.keywords !== '*';

/** Only a query of at least this many plain words is made shorter (a question, not two words that did not meet). */
const FEWEST_WORDS_TO_SHORTEN = 3;

/**
 * For a query of plain words that no document holds all of (spelling corrected): the same query with its commonest
 * words left out one at a time, commonest first (by how many titles, abstracts and keyword lists use each), down to
 * its rarest word; the first that matches is searched (docs/adr/0069). A question typed in plain words
 * ("how websites remember a logged-in user between page loads with cookies") is then answered by its distinctive
 * words rather than by nothing. Words the dictionary does not know (numbers, names from full texts) count as rare.
 * Queries with quotes, exclusions or OR are left as typed: their author chose what must match.
 */
async function fewerWords(db: Db, keywords: string): Promise<string[]> {
  if (/["()]|(^|\s)-\S|\bor\b/i.test(keywords)) return [];
  // Each word once, as first typed (the shorter query is shown to the reader).
  const typed = new Map<string, string>();
  for (const word of keywords.match(/[\p{L}\p{N}]+/gu) ?? []) if (!typed.has(word.toLowerCase())) typed.set(word.toLowerCase(), word);
  const words = [...typed.keys()].slice(0, 16);
  if (words.length < FEWEST_WORDS_TO_SHORTEN) return [];
  const dictionary = await spellingDictionary(db);
  // Words of one or two letters ('as', 'of') are not in the dictionary; they are the commonest of all.
  const used = (word: string) => (word.length < 3 && !/\d/.test(word) ? Number.MAX_SAFE_INTEGER : dictionary.documentsUsing(word));
  const commonest = [...words].sort((a, b) => used(b) - used(a) || words.indexOf(a) - words.indexOf(b));
  const out: string[] = [];
  const kept = new Set(words);
  for (const word of commonest) {
    if (kept.size === 1) break;
    kept.delete(word);
    out.push(words.flatMap((w) => (kept.has(w) ? [typed.get(w)!] : [])).join(' '));
  }
  return out;
}

/**
 * What a search that matched nothing tries instead, in order: the query with its misspellings corrected, then that
 * query (or the one typed) with fewer words. Lazy: the caller stops at the first that matches. The search and its
 * counts walk the same sequence, so the counts agree with the results shown.
 */
export async function* wordsToTryInstead(db: Db, keywords: string): AsyncGenerator<string> {
  const fixed = await correctSpelling(db, keywords);
  if (fixed) yield fixed;
  yield* await fewerWords(db, fixed ?? keywords);
}
