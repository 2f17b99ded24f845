import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** Leaf pages per intermediate /Pages node of the page tree. */
export const PAGES_PER_TREE_NODE = 16;

interface PdfkitRef {
  data: Record<string, unknown> & { Kids: PdfkitRef[]; Count: number };
  end(): void;
}

/**
 * pdfkit puts every page straight under the root /Pages node. pdf.js, when it opens a document, checks that the
 * last page exists by walking the tree; with a flat tree it fetches every page dictionary, and those sit between
 * the content streams across the whole file, so a ranged viewer ends up loading all of it before painting page 1.
 * This groups the pages under intermediate /Pages nodes with their /Count (16 pages each), written together just
 * before the end of the file: walking to the last page then touches those nodes and the last group only.
 * A page's /Parent is serialised when pdfkit flushes it (at the next addPage), so it is set right after each addPage.
 */
export class BalancedPageTree {
  private readonly root: PdfkitRef;
  private readonly groups: PdfkitRef[] = [];
  private placed = 0;

  constructor(
    private readonly doc: Doc,
    private readonly pageCount: number,
  ) {
    this.root = (doc as unknown as { _root: { data: { Pages: PdfkitRef } } })._root.data.Pages;
    if (!this.root?.data || !Array.isArray(this.root.data.Kids)) throw new Error('pdfkit internals changed: the root /Pages node is not where page-tree.ts expects it');
    if (pageCount <= PAGES_PER_TREE_NODE) return;
    for (let start = 0; start < pageCount; start += PAGES_PER_TREE_NODE) {
      this.groups.push(doc.ref({ Type: 'Pages', Parent: this.root, Kids: [], Count: 0 }) as unknown as PdfkitRef);
    }
  }

  /** Moves the page just added from the root to its group. */
  placeCurrentPage(): void {
    const group = this.groups[Math.floor(this.placed / PAGES_PER_TREE_NODE)];
    this.placed++;
    if (!group) return;
    const page = (this.doc as unknown as { page: { dictionary: PdfkitRef } }).page.dictionary;
    page.data.Parent = group;
    group.data.Kids.push(page);
    group.data.Count++;
  }

  /** Hangs the groups under the root and writes them; call before doc.end(). */
  finish(): void {
    if (this.placed !== this.pageCount) throw new Error(`rfc-pdf: ${this.placed} pages placed in the page tree, ${this.pageCount} expected`);
    if (this.groups.length === 0) return;
    this.root.data.Kids = this.groups;
    this.root.data.Count = this.pageCount;
    for (const group of this.groups) group.end();
  }
}
