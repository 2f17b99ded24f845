import { useState, type FormEvent } from 'react';
import type { PdfDocument } from './pdfEngine.js';
import { findHits, normalizeQuery } from './findInText.js';

/** A hit of find in document: its page and its order among that page's hits. */
export interface DocumentHit {
  page: number;
  ordinal: number;
}

/** How many pages find in document reads at once. */
const FIND_CONCURRENCY = 8;

/**
 * Find in document: the phrase typed, the one whose hits are shown, every page's hits in page order and the selected
 * one (the viewer goes to its page), and how far a find has read.
 */
export function usePdfFind(pdf: PdfDocument | null, goToPage: (page: number) => void, initialQuery: string) {
  const [queryInput, setQueryInput] = useState(initialQuery);
  const [activeQuery, setActiveQuery] = useState(normalizeQuery(initialQuery));
  const [hits, setHits] = useState<DocumentHit[] | null>(null);
  const [selectedHit, setSelectedHit] = useState(-1);
  const [searching, setSearching] = useState<{ page: number } | null>(null);

  /** Finds the phrase in every page (loading their text on demand), then selects the first hit. */
  const runFind = async (phrase: string) => {
    if (!pdf) return;
    const normalized = normalizeQuery(phrase);
    setActiveQuery(normalized);
    if (!normalized) {
      setHits(null);
      setSelectedHit(-1);
      return;
    }
    // Pages are read several at a time (each may need its own byte ranges); hits are kept in page order.
    const perPage: number[] = new Array(pdf.pageCount + 1).fill(0);
    let next = 1;
    let done = 0;
    setSearching({ page: 0 });
    const worker = async () => {
      while (next <= pdf.pageCount) {
        const page = next++;
        const items = await (await pdf.page(page)).textItems();
        perPage[page] = findHits(items, normalized).length;
        setSearching({ page: ++done });
      }
    };
    await Promise.all(Array.from({ length: FIND_CONCURRENCY }, worker));
    const found: DocumentHit[] = [];
    for (let page = 1; page <= pdf.pageCount; page++) for (let ordinal = 0; ordinal < perPage[page]; ordinal++) found.push({ page, ordinal });
    setSearching(null);
    setHits(found);
    if (found.length) {
      setSelectedHit(0);
      goToPage(found[0].page);
    } else setSelectedHit(-1);
  };

  const stepHit = (direction: 1 | -1) => {
    if (!hits?.length) {
      void runFind(queryInput);
      return;
    }
    const next = (selectedHit + direction + hits.length) % hits.length;
    setSelectedHit(next);
    goToPage(hits[next].page);
  };

  /** Submitting the same phrase again steps to the next hit; a new phrase is searched. */
  const onFind = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeQuery(queryInput) === activeQuery && hits?.length) return stepHit(1);
    void runFind(queryInput);
  };

  const selected = hits && selectedHit >= 0 ? hits[selectedHit] : null;
  return { queryInput, setQueryInput, activeQuery, hits, selectedHit, selected, searching, onFind, stepHit };
}

export type PdfFind = ReturnType<typeof usePdfFind>;
