import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import type { SearchScope } from '../../search-scope.js';

// The misspelling fallback (docs/adr/0010): a search that matches nothing is tried once more with its rare or
// unknown words replaced by catalogue words (the spelling dictionary search_words, search-words.ts) a typo away.

/** Edit distance counting a swap of neighbours as one edit ('trsut' -> 'trust' is 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The query with each misspelled word replaced, or null when nothing was replaced. A word is
 * replaced by a catalogue word one or two edits away (two for longer words) that at least ten times
 * as many documents use, so a typo that also occurs in a few documents ('protocl') is still corrected.
 * Candidates come from trigram similarity (pg_trgm) among words of the same first letter and length.
 * 'hypertxt transfer protocl' -> 'hypertext transfer protocol'.
 */
export async function correctSpelling(db: Db, keywords: string): Promise<string | null> {
  const words = [...new Set((keywords.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && w.length <= 40))].slice(0, 12);
  if (words.length === 0) return null;
  const rows = await queryRows<{ w: string; own: number | null; word: string | null; documents: number | null }>(
    db,
    sql`select q.w, (select x.documents from search_words x where x.word = q.w) as own, c.word, c.documents
          from unnest(${`{${words.join(',')}}`}::text[]) as q(w)
          left join lateral (
            -- Only rare or unknown words look for a correction; a word twenty documents use is taken as meant.
            select s.word, s.documents from search_words s
             where coalesce((select x.documents from search_words x where x.word = q.w), 0) < 20
               and left(s.word, 1) = left(q.w, 1) and length(s.word) between length(q.w) - 2 and length(q.w) + 2
               and s.word <> q.w and similarity(s.word, q.w) >= 0.15
             order by similarity(s.word, q.w) desc, s.documents desc limit 40) c on true`,
  );
  const replace = new Map<string, string>();
  for (const word of words) {
    const own = rows.find((r) => r.w === word)?.own ?? 0;
    const allowed = word.length >= 7 ? 2 : 1;
    let best: { word: string; distance: number; documents: number } | null = null;
    for (const r of rows) {
      if (r.w !== word || !r.word || (r.documents ?? 0) < Math.max(1, own * 10)) continue;
      const distance = editDistance(word, r.word);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && r.documents! > best.documents)) best = { word: r.word, distance, documents: r.documents! };
    }
    if (best) replace.set(word, best.word);
  }
  if (replace.size === 0) return null;
  return keywords.replace(/\p{L}+/gu, (word) => replace.get(word.toLowerCase()) ?? word);
}

/** Whether a search with no full-text match may retry with corrected spelling (words typed, not a designation search). */
export const mayCorrect = (scope: SearchScope) => scope.searchField !== 'D' && scope.keywords !== '*';
