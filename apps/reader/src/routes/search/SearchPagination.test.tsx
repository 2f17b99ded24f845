// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SearchPagination } from './SearchPagination.js';

afterEach(cleanup);

describe('search pagination', () => {
  it('marks the current page and moves to the page pressed', () => {
    const onPage = vi.fn();
    render(<SearchPagination page={9} pageCount={20} onPage={onPage} narrow={false} />);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '9', '10', '11', '20', 'Next']);
    expect(within(nav).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(onPage).toHaveBeenLastCalledWith(19);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(10);
  });

  it('collapses further under 576 px', () => {
    render(<SearchPagination page={0} pageCount={20} onPage={vi.fn()} narrow />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Previous', '1', '2', '3', '20', 'Next']);
    expect(nav.textContent).toContain('…');
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown for a single page', () => {
    render(<SearchPagination page={0} pageCount={1} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
