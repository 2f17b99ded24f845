// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SearchType } from '@codex/domain';
import { HeaderSearch } from './HeaderSearch.js';
import type { TypeAheadGroup } from './typeAhead.js';

const typeConfig = [
  { code: 'ALL' as const, enabled: true, 'label-i18n-key': 'search.type.all' },
  { code: 'MYSUBSCRIPTION' as const, enabled: true, 'label-i18n-key': 'search.type.mysubscription' },
];

const result = (n: number) => ({ id: n, designation: `A${n}`, contentCode: `C${n}`, documentTitle: `Steel ${n}`, designationNo: null });
const groups: TypeAheadGroup[] = [
  { publisher: { code: 'ASTM', name: 'ASTM International' }, results: [1, 2, 3, 4, 5, 6, 7].map(result) },
  { publisher: { code: 'ISO', name: 'ISO' }, results: [8, 9, 10, 11, 12].map(result) },
];

function renderSearch(types: SearchType[] = ['ALL', 'MYSUBSCRIPTION'], fetchSuggestions = vi.fn(async () => groups)) {
  const router = createMemoryRouter([{ path: '*', element: <HeaderSearch types={types} typeConfig={typeConfig} fetchSuggestions={fetchSuggestions} /> }]);
  render(<RouterProvider router={router} />);
  return { router, fetchSuggestions };
}

afterEach(cleanup);

describe('HeaderSearch', () => {
  it('opens the results page of the chosen type', () => {
    const { router } = renderSearch();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search type' }), { target: { value: 'MYSUBSCRIPTION' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), { target: { value: ' bolts ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.pathname).toBe('/mysubscription-search');
    expect(router.state.location.search).toBe('?content=bolts&stype=A&page=0');
  });

  it('sends an all-content search as stype A, the form the results page keeps', () => {
    const { router } = renderSearch();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), { target: { value: 'RFC 9110' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/content-search?content=RFC+9110&stype=A&page=0');
  });

  it('shows the term and type of the results page it is on', async () => {
    const { router } = renderSearch();
    await router.navigate('/mysubscription-search?content=http+caching&stype=A&page=0');
    await waitFor(() => expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('http caching'));
    expect((screen.getByRole('combobox', { name: 'Search type' }) as HTMLSelectElement).value).toBe('MYSUBSCRIPTION');
    // The words keep their own direction (in an Arabic page a Latin term shows from its start); empty, the page's.
    expect(screen.getByRole('searchbox').getAttribute('dir')).toBe('auto');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(screen.getByRole('searchbox').getAttribute('dir')).toBeNull();
  });

  it('says when a publisher is not in the subscription', async () => {
    const fetch = vi.fn(async () => [{ ...groups[1]!, flag: false }]);
    renderSearch(['ALL'], fetch);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'steel' } });
    const panel = await screen.findByRole('region', { name: 'Suggestions' });
    expect(within(panel).getByText('Not in your subscription')).toBeTruthy();
  });

  it('refuses a one-character search and says why', () => {
    const { router } = renderSearch();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'a' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('alert').textContent).toBe('Type at least 2 characters to search.');
    expect(router.state.location.pathname).toBe('/');
  });

  it('caps the input at 500 characters', () => {
    renderSearch();
    expect(screen.getByRole('searchbox').getAttribute('maxlength')).toBe('500');
  });

  it('asks for suggestions after more than two characters and a pause, grouped by publisher', async () => {
    const { fetchSuggestions } = renderSearch();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'st' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchSuggestions).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ste' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'stee' } });
    const panel = await screen.findByRole('region', { name: 'Suggestions' });
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.slice(0, 2)).toEqual(['stee', 'ALL']);

    const astm = within(panel).getByRole('region', { name: 'ASTM International' });
    expect(within(astm).getAllByRole('link')).toHaveLength(4);
    fireEvent.click(within(astm).getByRole('button', { name: 'Show all 7' }));
    expect(within(astm).getAllByRole('link')).toHaveLength(7);

    const iso = within(panel).getByRole('region', { name: 'ISO' });
    expect(within(iso).getAllByRole('link')).toHaveLength(5);
    expect(within(iso).queryByRole('button')).toBeNull();
    expect(within(iso).getAllByRole('link')[0]?.getAttribute('href')).toBe('/document?contentCode=C8');

    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('A1 Steel 1');
  });

  it('is disabled when the tenant enables no search type', async () => {
    renderSearch([]);
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByPlaceholderText('Search is not configured for this library.')).toBeTruthy());
  });
});
