// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RefinementSidebar } from './RefinementSidebar.js';
import type { SelectedRefinement } from './searchState.js';
import { counts } from '../../test/searchFixtures.js';

afterEach(cleanup);

const selection = (n: number): SelectedRefinement[] =>
  Array.from({ length: n }, (_, index) => ({ k: `topic-${index}`, r: 'topicList' as const, n: `Topic ${index}`, pk: null }));

function renderSidebar(selected: SelectedRefinement[] = []) {
  const onChange = vi.fn();
  const onClearAll = vi.fn();
  render(<RefinementSidebar counts={counts} selected={selected} onChange={onChange} onClearAll={onClearAll} />);
  return { onChange, onClearAll };
}

describe('refinement sidebar', () => {
  it('shows the families that have nodes, with their counts', () => {
    renderSidebar();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Publisher', 'Category', 'Committee', 'Document type']);
    expect(screen.getByRole('checkbox', { name: 'HTTP (30)' })).toBeTruthy();
  });

  it('shows 2 children of a publisher until see more', () => {
    renderSidebar();
    const publishers = screen.getByRole('region', { name: 'Publisher' });
    const children = within(publishers).getByRole('list', { name: 'Categories of IETF' });
    expect(within(children).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Applications (40)', 'Security (35)']);
    fireEvent.click(within(publishers).getByRole('button', { name: 'See more (2)' }));
    expect(within(children).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(publishers).getByRole('button', { name: 'See less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('selects a publisher, and a category under it as a category of that publisher', () => {
    const { onChange } = renderSidebar();
    fireEvent.click(screen.getByRole('checkbox', { name: 'W3C (20)' }));
    expect(onChange).toHaveBeenLastCalledWith([{ k: 'W3C', r: 'publisherList', n: 'W3C', pk: null }]);
    const publishers = screen.getByRole('region', { name: 'Publisher' });
    fireEvent.click(within(publishers).getByRole('checkbox', { name: 'Security (35)' }));
    expect(onChange).toHaveBeenLastCalledWith([{ k: 'IETF:Security', r: 'categoryList', n: 'Security', pk: 'IETF' }]);
  });

  it('checks what the URL selected and unchecks it', () => {
    const selected: SelectedRefinement[] = [{ k: 'httpbis', r: 'committeeList', n: 'HTTP', pk: null }];
    const { onChange } = renderSidebar(selected);
    const box = screen.getByRole('checkbox', { name: 'HTTP (30)' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('lists the selected refinements, 2 shown with see more and see less', () => {
    renderSidebar(selection(5));
    const section = screen.getByRole('region', { name: 'Selected refinements' });
    expect(within(section).getAllByRole('button', { name: /^Remove refinement/ })).toHaveLength(2);
    fireEvent.click(within(section).getByRole('button', { name: 'See more (3)' }));
    expect(within(section).getAllByRole('button', { name: /^Remove refinement/ })).toHaveLength(5);
    fireEvent.click(within(section).getByRole('button', { name: 'See less' }));
    expect(within(section).getAllByRole('button', { name: /^Remove refinement/ })).toHaveLength(2);
  });

  it('removes one selected refinement, or clears them all', () => {
    const { onChange, onClearAll } = renderSidebar(selection(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove refinement Topic 0' }));
    expect(onChange).toHaveBeenLastCalledWith([selection(2)[1]]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalled();
  });
});
