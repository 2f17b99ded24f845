import { describe, expect, it } from 'vitest';
import { isSelected, removeRefinement, toggleRefinement, visibleEntries } from './refinements.js';

const node = (key: string, name = key, parentKey: string | null = null) => ({ key, name, parentKey });

describe('refinement selection', () => {
  it('checks a node, keeping its name and parent, and unchecks it again', () => {
    const once = toggleRefinement([], 'categoryList', node('IETF:Security', 'Security', 'IETF'));
    expect(once).toEqual([{ k: 'IETF:Security', r: 'categoryList', n: 'Security', pk: 'IETF' }]);
    expect(isSelected(once, 'categoryList', 'IETF:Security')).toBe(true);
    expect(toggleRefinement(once, 'categoryList', node('IETF:Security'))).toEqual([]);
  });

  it('tells families apart: the same key in another family is another refinement', () => {
    const selected = toggleRefinement([], 'topicList', node('http'));
    expect(isSelected(selected, 'committeeList', 'http')).toBe(false);
    expect(toggleRefinement(selected, 'committeeList', node('http'))).toHaveLength(2);
  });

  it('removes one entry from the selected list', () => {
    const selected = [toggleRefinement([], 'publisherList', node('IETF'))[0]!, toggleRefinement([], 'publisherList', node('W3C'))[0]!];
    expect(removeRefinement(selected, selected[0]!)).toEqual([selected[1]]);
  });

  it('shows the first entries and counts the rest until expanded', () => {
    expect(visibleEntries(['a', 'b', 'c', 'd'], false, 2)).toEqual({ visible: ['a', 'b'], hidden: 2 });
    expect(visibleEntries(['a', 'b', 'c', 'd'], true, 2)).toEqual({ visible: ['a', 'b', 'c', 'd'], hidden: 0 });
    expect(visibleEntries(['a', 'b'], false, 2)).toEqual({ visible: ['a', 'b'], hidden: 0 });
  });
});
