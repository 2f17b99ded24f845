// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TenantUiConfig } from '@codex/data';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { accountRoutes, fakeServices, tenantConfig } from '../../test/fakeServices.js';
import { counts, rfc2616, rfc9111 } from '../../test/searchFixtures.js';

const searchConfig = {
  ...tenantConfig,
  features: [...tenantConfig.features, { code: 'search-refinement', enabled: true }],
} as TenantUiConfig;

function renderSearch(path: string, documents = [rfc9111, rfc2616], count = 60, searchStatus = 200, correctedKeywords?: string) {
  const bodies: Record<string, unknown>[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      ...accountRoutes,
      'POST /api/documents/search': (config) => {
        bodies.push({ params: config.params, body: JSON.parse(config.data as string) });
        return searchStatus === 200 ? { status: 200, data: { count, nextPageFlag: true, documents, correctedKeywords } } : { status: searchStatus, data: {} };
      },
      'POST /api/documents/search/count': () => ({ status: 200, data: counts }),
    },
  });
  fake.services.tenantConfig = searchConfig;
  const router = createMemoryRouter(readerRoutes, { initialEntries: [path] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router, bodies };
}

const location = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(cleanup);

describe('search results page', () => {
  it('searches what the URL says and shows the results, the summary and the refinements', async () => {
    const { bodies } = renderSearch('/content-search?content=http+caching&stype=A&page=1&sort=title,desc');
    expect(await screen.findByRole('heading', { level: 2, name: /RFC 9111/ })).toBeTruthy();
    expect(bodies[0]).toEqual({ params: { page: 1, size: 25, sort: 'title,desc' }, body: { keywords: 'http caching', searchField: 'A', sortType: 'OVERRIDE_SORT' } });
    expect(screen.getByRole('status').textContent).toBe('60 results for “http caching”');
    expect(await screen.findByRole('checkbox', { name: 'W3C (20)' })).toBeTruthy();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('title,desc');
  });

  it('puts a refinement in the URL and starts again from the first page', async () => {
    const { router } = renderSearch('/content-search?content=http&stype=A&page=2');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'HTTP (30)' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('0'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('categories')!)).toEqual([{ k: 'httpbis', r: 'committeeList', n: 'HTTP', pk: null }]);
  });

  it('rewrites a link from the sidebar into the full URL form', async () => {
    const { router } = renderSearch('/content-search?content=tls&stype=ALL');
    await waitFor(() => expect(location(router)).toBe('/content-search?content=tls&stype=A&page=0'));
  });

  it('sends a search type the tenant does not enable to another type: designation goes to all content', async () => {
    const { router } = renderSearch('/content-search?content=RFC+9110&stype=D&page=0');
    await waitFor(() => expect(location(router)).toBe('/content-search?content=RFC+9110&stype=A&page=0'));
  });

  it('sends a search type the tenant does not enable elsewhere: semantic without the flag goes to all content', async () => {
    const { router } = renderSearch('/semantic-search?content=stored+responses&page=0');
    await waitFor(() => expect(location(router)).toBe('/content-search?content=stored+responses&stype=A&page=0'));
  });

  it('says when the results are for other words than those typed (spelling corrected, or fewer words)', async () => {
    renderSearch('/content-search?content=how+proxies+cache&stype=A&page=0', [rfc9111], 1, 200, 'proxies cache');
    expect(await screen.findByRole('heading', { level: 2, name: /RFC 9111/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 result for “proxies cache”Nothing matched “how proxies cache” as typed.');
  });

  it('shows the no-results page with the whole term', async () => {
    const term = 'a'.repeat(120);
    renderSearch(`/content-search?content=${term}&stype=A&page=0`, [], 0);
    expect(await screen.findByRole('heading', { name: `No results for “${term}”` })).toBeTruthy();
  });

  it("says why a search failed, the call's error as the error catalogue tells it, and tries again", async () => {
    const { bodies } = renderSearch('/content-search?content=tls&stype=A&page=0', [rfc9111], 1, 503);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('The service is temporarily unavailable. Please try again later.'));
    expect(alert.textContent).toContain('The search could not be completed.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
  });

  it('switches to My subscription keeping the query', async () => {
    const { router } = renderSearch('/content-search?content=tls&stype=A&page=3&sort=title,asc');
    const scope = await screen.findByRole('radiogroup', { name: 'Search in' });
    fireEvent.click(within(scope).getByRole('radio', { name: 'My subscription' }));
    await waitFor(() => expect(location(router)).toBe('/mysubscription-search?content=tls&stype=A&page=0&sort=title%2Casc'));
  });

  it('offers "Skip to results" past the refinements, which takes focus to the results’ count', async () => {
    renderSearch('/content-search?content=http+caching&stype=A&page=0');
    await screen.findByRole('checkbox', { name: 'W3C (20)' });
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    // Before the scope switch and the refinements in the tab order.
    expect(skip.compareDocumentPosition(screen.getByRole('checkbox', { name: 'W3C (20)' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(skip.compareDocumentPosition(screen.getByRole('radio', { name: 'All content' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('after a new search from the header, focus goes to the results’ count, which tells the new count', async () => {
    const { router } = renderSearch('/content-search?content=http+caching&stype=A&page=0');
    await screen.findByRole('heading', { level: 2, name: /RFC 9111/ });
    const header = await screen.findByRole('search', { name: 'Search the library' });
    const box = within(header).getByRole('searchbox', { name: 'Search the library' });
    box.focus();
    fireEvent.change(box, { target: { value: 'tls' } });
    fireEvent.submit(header);
    await waitFor(() => expect(location(router)).toBe('/content-search?content=tls&stype=A&page=0'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('60 results for “tls”'));
  });
});
