/**
 * Families: the versions of one document, found in the version graph (obsoletes, supersedes) with
 * a union-find and named after their oldest member (README.md "Relations and families").
 */

/** Union-find over source ids. */
class DisjointSets {
  private parent = new Map<string, string>();

  find(x: string): string {
    let root = x;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    let node = x;
    while (node !== root) {
      const next = this.parent.get(node) ?? root;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }

  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
}

const byContentCode = new Intl.Collator('en', { numeric: true });

/** Earlier publication first; same date (or none), the lower designation number. */
function isOlder(a: { publishedDate: string | null; contentCode: string }, b: { publishedDate: string | null; contentCode: string }): boolean {
  const da = a.publishedDate ?? '9999-12-31';
  const db = b.publishedDate ?? '9999-12-31';
  if (da !== db) return da < db;
  return byContentCode.compare(a.contentCode, b.contentCode) < 0;
}

/**
 * Families are the connected parts of the version graph (obsoletes, supersedes) among the
 * documents in the catalogue. A family is named after its oldest member's content code, so
 * the name stays put when a newer version joins. A document with no versions is its own family.
 */
export function computeFamilies(
  docs: { sourceId: string; contentCode: string; publishedDate: string | null }[],
  edges: { from: string; to: string }[],
): Map<string, string> {
  const known = new Map(docs.map((d) => [d.sourceId, d]));
  const sets = new DisjointSets();
  for (const { from, to } of edges) if (known.has(from) && known.has(to)) sets.union(from, to);
  const oldest = new Map<string, { publishedDate: string | null; contentCode: string }>();
  for (const d of docs) {
    const root = sets.find(d.sourceId);
    const current = oldest.get(root);
    if (!current || isOlder(d, current)) oldest.set(root, d);
  }
  return new Map(docs.map((d) => [d.sourceId, oldest.get(sets.find(d.sourceId))!.contentCode]));
}
