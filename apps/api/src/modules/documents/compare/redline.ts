/**
 * Redlines between two versions of a document, section by section, from their plain full texts.
 * Pure functions: no database, no file store. The words are the publishers' own; only page
 * furniture (running headers, `[Page n]` footers, form feeds) is left out and lines are joined
 * into paragraphs, so a re-paginated text does not show as changed.
 */
import { diffArrays, diffWords, wordDiff } from 'diff';
import { readRfcStructure } from '../../../rendering/index.js';

/** A run of text and what happened to it between the old and the new version. */
export interface RedlinePart {
  kind: 'same' | 'ins' | 'del';
  text: string;
}

export interface RedlineSection {
  /** Heading as the newer version writes it (the older one's for deleted sections); 'Front matter' before the first heading. */
  heading: string;
  status: 'same' | 'changed' | 'inserted' | 'deleted';
  parts: RedlinePart[];
}

export interface Redline {
  sections: RedlineSection[];
  /** Words inserted and deleted, over all sections. */
  insertedWords: number;
  deletedWords: number;
}

interface TextSection {
  key: string;
  heading: string;
  body: string;
}

const PAGE_FOOTER = /\[Page \d+\]\s*$/;
/** "RFC 2616                        HTTP/1.1                       June 1999" at the top of a form-feed page. */
const RUNNING_HEADER = /^RFC \d+ {2,}.* {2,}(?:[A-Z][a-z]+ )?\d{4}\s*$/;

/** Joins the lines of a section into paragraphs: blank lines separate paragraphs, runs of spaces become one. */
function toParagraphs(lines: string[]): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '') {
      if (current.length) paragraphs.push(current.join(' '));
      current = [];
    } else current.push(trimmed.replace(/\s+/g, ' '));
  }
  if (current.length) paragraphs.push(current.join(' '));
  return paragraphs.join('\n\n');
}

/** Title used to pair sections of two versions: lower case, without its number and punctuation. */
function sectionKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Splits a full text at its headings; the lines before the first heading are the front matter. */
export function splitSections(text: string): TextSection[] {
  const { lines, headings } = readRfcStructure(text);
  const clean = lines.map((raw) => {
    const line = raw.replace(/\f/g, '');
    return PAGE_FOOTER.test(line) || RUNNING_HEADER.test(line) ? '' : line;
  });
  const sections: TextSection[] = [];
  const firstLine = headings[0]?.line ?? clean.length;
  sections.push({ key: '#front', heading: 'Front matter', body: toParagraphs(clean.slice(0, firstLine)) });
  headings.forEach((h, i) => {
    const end = headings[i + 1]?.line ?? clean.length;
    const heading = h.label ? `${h.label}. ${h.title}` : h.title;
    sections.push({ key: sectionKey(h.title) || h.id, heading, body: toParagraphs(clean.slice(h.line + 1, end)) });
  });
  return sections;
}

const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;

/**
 * The fewest edits any word diff of the two texts can have: each word (as the word diff compares them, without the
 * spaces around it) that one text holds more often than the other must be inserted or deleted that many times.
 */
export function wordEditsAtLeast(oldText: string, newText: string): number {
  const counts = new Map<string, number>();
  const tally = (text: string, step: number) => {
    for (const token of wordDiff.removeEmpty(wordDiff.tokenize(text, {}))) {
      const word = token.trim();
      counts.set(word, (counts.get(word) ?? 0) + step);
    }
  };
  tally(oldText, 1);
  tally(newText, -1);
  let edits = 0;
  for (const count of counts.values()) edits += Math.abs(count);
  return edits;
}

/**
 * The word diff of two section bodies, or undefined above `maxEditLength` edits. A section that needs more edits
 * than its words' counts allow is known at once: the diff itself would reach the same undefined only after about
 * maxEditLength² steps (a rewritten front matter cost most of a cold redline that way).
 */
function boundedWordDiff(oldText: string, newText: string, maxEditLength: number) {
  if (wordEditsAtLeast(oldText, newText) > maxEditLength) return undefined;
  return diffWords(oldText, newText, { maxEditLength });
}

export interface RedlineOptions {
  /** Above this many edits in one section the section is shown as replaced whole (keeps the diff bounded). */
  maxEditLength?: number;
}

/** Compares two full texts section by section. */
export function buildRedline(oldText: string, newText: string, options: RedlineOptions = {}): Redline {
  // Bounded by edit count only, not by time: the same texts must give the same redline on a busy machine too.
  const { maxEditLength = 5_000 } = options;
  const oldSections = splitSections(oldText);
  const newSections = splitSections(newText);
  const aligned = diffArrays(oldSections, newSections, { comparator: (a, b) => a.key === b.key });

  const sections: RedlineSection[] = [];
  let insertedWords = 0;
  let deletedWords = 0;
  let oldIndex = 0;
  let newIndex = 0;
  for (const change of aligned) {
    const n = change.count ?? change.value.length;
    for (let i = 0; i < n; i++) {
      if (change.added) {
        const s = newSections[newIndex++];
        insertedWords += countWords(s.body);
        sections.push({ heading: s.heading, status: 'inserted', parts: s.body ? [{ kind: 'ins', text: s.body }] : [] });
      } else if (change.removed) {
        const s = oldSections[oldIndex++];
        deletedWords += countWords(s.body);
        sections.push({ heading: s.heading, status: 'deleted', parts: s.body ? [{ kind: 'del', text: s.body }] : [] });
      } else {
        const before = oldSections[oldIndex++];
        const after = newSections[newIndex++];
        if (before.body === after.body) {
          sections.push({ heading: after.heading, status: 'same', parts: after.body ? [{ kind: 'same', text: after.body }] : [] });
          continue;
        }
        const words = boundedWordDiff(before.body, after.body, maxEditLength);
        const parts: RedlinePart[] = words
          ? words.map((w) => ({ kind: w.added ? 'ins' : w.removed ? 'del' : 'same', text: w.value }))
          : [
              { kind: 'del', text: before.body },
              { kind: 'ins', text: after.body },
            ];
        for (const p of parts) {
          if (p.kind === 'ins') insertedWords += countWords(p.text);
          if (p.kind === 'del') deletedWords += countWords(p.text);
        }
        sections.push({ heading: after.heading, status: 'changed', parts });
      }
    }
  }
  return { sections, insertedWords, deletedWords };
}
