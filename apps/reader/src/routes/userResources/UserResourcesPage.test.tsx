// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { TenantUiConfig } from '@codex/data';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { accountRoutes, fakeServices, tenantConfig } from '../../test/fakeServices.js';

const TITLES = ['digital-library-titles', 'getting-started', 'license-agreement', 'standards-link-resolvers', 'terms-of-use'];

function renderPage(config: Partial<TenantUiConfig> = {}) {
  const asked: unknown[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      ...accountRoutes,
      'GET /api/documents/help-documents': () => ({ status: 200, data: TITLES }),
      'GET /api/documents/marc-collections': () => ({ status: 200, data: [] }),
      'GET /api/documents/getHelpDocument': (request) => {
        const params = request.params as { title: string; format: string };
        asked.push(params);
        return { status: 200, data: new Blob(['Publisher,Designation\r\n']), headers: { 'content-disposition': `attachment; filename="${params.title}.${params.format}"` } };
      },
    },
  });
  fake.services.tenantConfig = { ...tenantConfig, eLearningUrl: 'https://learn.keystone.example/training.pdf', ...config } as TenantUiConfig;
  const router = createMemoryRouter(readerRoutes, { initialEntries: ['/user-resources'] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { asked };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('user resources page', () => {
  it("lists the spec's downloads first, then the guides and the training link", async () => {
    renderPage();
    const downloads = await screen.findByRole('region', { name: 'Downloads' });
    await waitFor(() => expect(within(downloads).getAllByRole('listitem')).toHaveLength(TITLES.length + 1));
    expect(within(downloads).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Terms of use',
      'License agreement',
      'List of standards with link resolvers',
      'List of digital library titles',
      'Getting started',
      'View training',
    ]);
    expect(within(downloads).getByRole('link', { name: 'View training' }).getAttribute('target')).toBe('_blank');
  });

  it('downloads the licence agreement as PDF and the title lists as CSV, files the server makes', async () => {
    const { asked } = renderPage();
    const downloads = await screen.findByRole('region', { name: 'Downloads' });
    fireEvent.click(await within(downloads).findByRole('button', { name: 'License agreement' }));
    fireEvent.click(within(downloads).getByRole('button', { name: 'List of standards with link resolvers' }));
    fireEvent.click(within(downloads).getByRole('button', { name: 'List of digital library titles' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked).toEqual([
      { title: 'license-agreement', format: 'pdf' },
      { title: 'standards-link-resolvers', format: 'csv' },
      { title: 'digital-library-titles', format: 'csv' },
    ]);
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(3));
  });

  it("links the tips section to the tenant's articles, each in a new tab; none configured, none shown", async () => {
    renderPage({ 'tips-articles': [{ label: 'RFC 2026: The Internet Standards Process', url: 'https://www.rfc-editor.org/rfc/rfc2026', lang: 'en' }] });
    const articles = await screen.findByRole('list', { name: 'Articles' });
    const link = within(articles).getByRole('link', { name: 'RFC 2026: The Internet Standards Process' });
    expect(link.getAttribute('href')).toBe('https://www.rfc-editor.org/rfc/rfc2026');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    renderPage();
    await screen.findByRole('region', { name: 'Downloads' });
    expect(screen.queryByRole('list', { name: 'Articles' })).toBeNull();
  });

  it("tells library systems where to harvest the records over OAI-PMH, under the discovery services", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Discovery services' }));
    expect(await screen.findByText(`Library systems can also harvest the records themselves over OAI-PMH 2.0 (Dublin Core and MARCXML) at ${window.location.origin}/oai`)).toBeTruthy();
  });
});
