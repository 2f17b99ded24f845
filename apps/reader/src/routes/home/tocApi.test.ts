import { describe, expect, it } from 'vitest';
import type { RefinementNode } from '@codex/domain';
import { tilesOf, tocSearchPath, type TocCounts } from './tocApi.js';

const n = (key: string, name: string, count: number, parentKey: string | null = null, child: RefinementNode[] = []): RefinementNode => ({
  key, name, count, isChecked: false, parentKey, parentName: null, child,
});

const counts: TocCounts = {
  count: 120,
  publisherList: [n('IETF', 'Internet Engineering Task Force', 100, null, [n('IETF:Standards Track', 'Standards Track', 60, 'IETF'), n('IETF:Informational', 'Informational', 40, 'IETF')]), n('W3C', 'World Wide Web Consortium', 20)],
  categoryList: [],
  committeeList: [n('httpbis', 'HTTP', 12), n('tls', 'Transport Layer Security', 0)],
};

describe('table of contents tiles', () => {
  it('lists publishers at the root, without a prefix', () => {
    expect(tilesOf({ depth: 'root', node: null }, counts).map((t) => [t.name, t.prefix, t.count])).toEqual([
      ['Internet Engineering Task Force', null, 100],
      ['World Wide Web Consortium', null, 20],
    ]);
  });

  it("prefixes a publisher's children with Section", () => {
    const tiles = tilesOf({ depth: 'publisher', node: { key: 'IETF', name: 'IETF' } }, counts);
    expect(tiles.map((t) => `${t.prefix} ${t.name}`)).toEqual(['Section Standards Track', 'Section Informational']);
  });

  it("prefixes a section's children with Volume and leaves out empty ones", () => {
    const tiles = tilesOf({ depth: 'section', node: { key: 'IETF:Standards Track', name: 'Standards Track' } }, counts);
    expect(tiles).toEqual([{ key: 'httpbis', name: 'HTTP', count: 12, prefix: 'Volume', family: 'committeeList', parentKey: 'IETF:Standards Track' }]);
  });

  it('opens a search with the section and the selected leaf as refinements', () => {
    const path = tocSearchPath(
      [{ depth: 'root', node: null }, { depth: 'publisher', node: { key: 'IETF', name: 'IETF' } }, { depth: 'section', node: { key: 'IETF:Standards Track', name: 'Standards Track' } }],
      { key: 'httpbis', name: 'HTTP', count: 12, prefix: 'Volume', family: 'committeeList', parentKey: 'IETF:Standards Track' },
      true,
    );
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/mysubscription-search');
    expect(JSON.parse(url.searchParams.get('categories')!)).toEqual([
      { k: 'IETF:Standards Track', r: 'publisherList', n: 'Standards Track', pk: null },
      { k: 'httpbis', r: 'committeeList', n: 'HTTP', pk: 'IETF:Standards Track' },
    ]);
  });
});
