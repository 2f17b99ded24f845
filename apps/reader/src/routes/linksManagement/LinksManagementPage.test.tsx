// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { LinksManagementPage } from './LinksManagementPage.js';

const NEWS = { label: 'Standards news', url: 'https://news.example.org', position: 'LEFT' };

function renderPage({ links = [NEWS], failLoad = false }: { links?: unknown[]; failLoad?: boolean } = {}) {
  const saved: unknown[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/admin/external-links': () => (failLoad ? { status: 403, data: { title: 'Forbidden', status: 403 } } : { status: 200, data: { externalLinks: links } }),
      'PUT /api/admin/external-links': (config) => {
        const body = JSON.parse(String(config.data)) as { externalLinks: unknown[] };
        saved.push(body);
        return { status: 200, data: body };
      },
    },
  });
  renderWithServices(<LinksManagementPage />, fake.services);
  return { saved };
}

afterEach(cleanup);

describe('LinksManagementPage', () => {
  it("shows the tenant's links, adds one and saves them all", async () => {
    const { saved } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'External links' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Link 1' });
    expect((within(first).getByRole('textbox', { name: /Label/ }) as HTMLInputElement).value).toBe('Standards news');

    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    const second = screen.getByRole('listitem', { name: 'Link 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: /Label/ }), { target: { value: ' Library blog ' } });
    fireEvent.change(within(second).getByRole('textbox', { name: /Address/ }), { target: { value: 'http://blog.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ externalLinks: [NEWS, { label: 'Library blog', url: 'http://blog.example.org', position: 'LEFT' }] });
    expect(await screen.findByText('The external links are saved.')).toBeTruthy();
  });

  it('refuses an address that is not http or https and a blank label, and sends nothing', async () => {
    const { saved } = renderPage();
    const first = await screen.findByRole('listitem', { name: 'Link 1' });
    fireEvent.change(within(first).getByRole('textbox', { name: /Address/ }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(within(first).getByRole('textbox', { name: /Label/ }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an address that starts with http:// or https://')).toBeTruthy();
    expect(screen.getByText('Enter a label')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('removes a link; with none left it says so, and saving sends an empty list', async () => {
    const { saved } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove link 1' }));
    expect(screen.getByText('No external links yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ externalLinks: [] }]));
  });

  it('tells a refused load instead of showing a form', async () => {
    renderPage({ failLoad: true });
    expect((await screen.findByRole('alert')).textContent).toContain('The external links could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
