// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary.js';
import { isOldInternetExplorer, OldBrowserWarning } from './OldBrowserWarning.js';
import { ShellLayout, type ShellLayoutProps } from './ShellLayout.js';
import type { ShellSession } from './rules.js';

const config: ShellLayoutProps['config'] = {
  kind: 'standards-body',
  branding: { productName: 'Keystone Library', logoUrl: '/logo.svg' },
  features: [{ code: 'language-menu', enabled: true }],
  helpMenu: [{ id: 'guides', key: 'help.menu', topics: [{ id: 'tips', 'label-i18n-key': 'help.searchTips', url: 'https://help.example/tips', type: 'LINK' }] }],
  footer: [],
};

const ada: ShellSession = { status: 'active', hasSignedIn: true, account: { userType: 'INDIVIDUAL', authType: 'PWD', authorities: [], cgEntitlements: [] } };

function renderShell(props: Partial<ShellLayoutProps> = {}) {
  const onAccountAction = vi.fn();
  render(
    <MemoryRouter>
      <ShellLayout config={config} session={ada} userName="Ada Lovelace" onAccountAction={onAccountAction} isHome {...props}>
        <p>Page body</p>
      </ShellLayout>
    </MemoryRouter>,
  );
  return { onAccountAction };
}

afterEach(cleanup);

describe('ShellLayout', () => {
  it('links the logo home and cuts a long user name at 40 characters', () => {
    renderShell({ userName: 'Augusta Ada King, Countess of Lovelace and Baroness' });
    expect(screen.getByRole('link', { name: 'Keystone Library' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Augusta Ada King, Countess of Lovelace a…' })).toBeTruthy();
    const name = screen.getByText('Augusta Ada King, Countess of Lovelace a…');
    // Its own direction: in an Arabic page a Latin name cut short on a phone keeps its start.
    expect(name.getAttribute('dir')).toBe('auto');
  });

  it('offers the help topics, more resources for a standards body and the language menu when the feature is on', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('menu');
    expect(within(help).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Video tutorials', 'More resources', 'Search tips']);
    fireEvent.keyDown(help, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    const languages = await screen.findByRole('menu');
    expect(within(languages).getByRole('menuitem', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
  });

  it('shows the banner only while the session flag allows it; closing it is remembered', () => {
    const banner = { text: 'Library closed on Friday', 'start-date': '2026-01-01', 'end-date': '2026-12-31' };
    const now = new Date('2026-06-01T12:00:00');
    sessionStorage.clear();
    renderShell({ config: { ...config, banner }, now, session: { ...ada, account: { ...ada.account, showBanner: false } } });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    cleanup();

    renderShell({ config: { ...config, banner }, now, session: { ...ada, account: { ...ada.account, showBanner: true } } });
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region.textContent).toContain('Library closed on Friday');
    fireEvent.click(within(region).getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    cleanup();
    renderShell({ config: { ...config, banner }, now, session: { ...ada, account: { ...ada.account, showBanner: true } } });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    sessionStorage.clear();
  });

  it('hands a DOWNLOAD help topic to the app with the help document it names', async () => {
    const onNavAction = vi.fn();
    const download = { id: 'start', 'label-i18n-key': 'help.gettingStarted', type: 'DOWNLOAD' as const, title: 'getting-started' };
    renderShell({ onNavAction, config: { ...config, helpMenu: [{ ...config.helpMenu![0], topics: [download] }] } });
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Getting started' }));
    expect(onNavAction).toHaveBeenCalledWith('help-guides-start', expect.objectContaining({ helpDocument: 'getting-started' }));
  });

  it('has no language menu when the feature is off', () => {
    renderShell({ config: { ...config, features: [] } });
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
  });

  it('hands account menu actions to the app', async () => {
    const { onAccountAction } = renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onAccountAction).toHaveBeenCalledWith('signOut');
  });

  it('hides the header search on home and shows it elsewhere (loaded on first use)', async () => {
    renderShell({ config: { ...config, 'search-types-configuration': [{ code: 'ALL', enabled: true, 'label-i18n-key': 'search.type.all' }] } });
    expect(screen.queryByRole('search')).toBeNull();
    cleanup();
    renderShell({ isHome: false, config: { ...config, 'search-types-configuration': [{ code: 'ALL', enabled: true, 'label-i18n-key': 'search.type.all' }] } });
    expect(await screen.findByRole('search', { name: 'Search the library' })).toBeTruthy();
  });
});

describe('ErrorBoundary', () => {
  it('shows the unexpected-error text when a page fails to render', () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error has occurred.')).toBeTruthy();
    quiet.mockRestore();
  });
});

describe('OldBrowserWarning', () => {
  it('warns old Internet Explorer only', () => {
    expect(isOldInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isOldInternetExplorer('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)')).toBe(true);
    expect(isOldInternetExplorer('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe(false);
    render(<OldBrowserWarning userAgent="Mozilla/4.0 (compatible; MSIE 8.0)" />);
    expect(screen.getByText(/Firefox, Edge, Chrome or Safari/)).toBeTruthy();
  });
});
