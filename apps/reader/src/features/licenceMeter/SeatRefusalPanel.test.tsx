// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SeatRefusal, SeatWatch } from '@codex/domain';
import { I18nProvider, type Catalogue } from '@codex/i18n';
import ar from '../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { SeatRefusalPanel } from './SeatRefusalPanel.js';

afterEach(cleanup);

const NOW = new Date('2026-11-27T10:00:00Z');
const refusal = (overrides: Partial<SeatRefusal> = {}): SeatRefusal => ({
  subscriptionName: 'NIST Cybersecurity Library',
  seatLimit: 5,
  inUse: 5,
  nextFreeAt: '2026-11-27T10:20:00Z',
  helpers: [
    { name: 'Grace Hopper', email: 'grace.hopper@example.org' },
    { name: 'Alan Turing', email: null },
  ],
  watching: false,
  ...overrides,
});

function renderPanel(props: Partial<Parameters<typeof SeatRefusalPanel>[0]> = {}, locale: 'en' | 'ar' = 'en') {
  const watches: boolean[] = [];
  const onWatch = vi.fn(async (mail: boolean): Promise<SeatWatch> => {
    watches.push(mail);
    return { contentCode: 'NIST-SP-800-53-REV-5', mail, nextFreeAt: '2026-11-27T10:20:00Z' };
  });
  const loadCatalogue = async () => (locale === 'ar' ? (ar as Catalogue) : ({} as Catalogue));
  render(
    <I18nProvider initialLocale={locale} loadCatalogue={loadCatalogue}>
      <SeatRefusalPanel refusal={refusal()} onWatch={onWatch} now={NOW} {...props} />
    </I18nProvider>,
  );
  return { watches, onWatch };
}

describe('SeatRefusalPanel', () => {
  it('says how many seats there are and are taken, when the next frees, and who can help', () => {
    renderPanel({ onRetry: () => undefined });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'All seats are in use', level: 2 })).toBeTruthy();
    expect(within(alert).getByText("Your organisation's subscription to NIST Cybersecurity Library lets 5 people read at once, and all 5 seats are taken.")).toBeTruthy();
    // The time in the reader's language and time zone.
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date('2026-11-27T10:20:00Z'));
    expect(within(alert).getByText(`The next seat is expected to free at ${time}.`)).toBeTruthy();
    expect(screen.getByText('Who can help:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('mailto:grace.hopper@example.org');
    // An admin without an address is named, not linked.
    expect(screen.getByText('Alan Turing').closest('a')).toBeNull();
    expect(screen.getByRole('region', { name: 'All seats are in use' })).toBeTruthy();
  });

  it('with one seat, says so; without admins, names the account administrator; a passed time is "any moment"', () => {
    renderPanel({ refusal: refusal({ seatLimit: 1, inUse: 1, helpers: [], nextFreeAt: '2026-11-27T09:59:00Z' }) });
    expect(screen.getByText("Your organisation's subscription to NIST Cybersecurity Library lets one person read at a time, and that seat is taken.")).toBeTruthy();
    expect(screen.getByText("Who can help: your account's administrator.")).toBeTruthy();
    expect(screen.getByText('A seat is expected to free at any moment.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    // Nothing to try again where no retry is offered (a dialog).
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('"Tell me when a seat frees" with "Also send me an e-mail" asks for both, then says it will', async () => {
    const { watches } = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also send me an e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when a seat frees' }));
    expect(await screen.findByText('We will tell you when a seat frees, here and by e-mail.')).toBeTruthy();
    expect(watches).toEqual([true]);
    expect(screen.queryByRole('button', { name: 'Tell me when a seat frees' })).toBeNull();
    // The sentence that replaced the button has the focus, so the keyboard is not left at the top of the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('We will tell you when a seat frees, here and by e-mail.'));
  });

  it('without the e-mail, only in the library; a reader already watching is told so at once', async () => {
    const { watches } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when a seat frees' }));
    expect(await screen.findByText('We will tell you when a seat frees.')).toBeTruthy();
    expect(watches).toEqual([false]);
    cleanup();
    renderPanel({ refusal: refusal({ watching: true }) });
    expect(screen.getByText('We will tell you when a seat frees.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tell me when a seat frees' })).toBeNull();
  });

  it('says when asking to be told failed', async () => {
    render(
      <I18nProvider loadCatalogue={async () => ({}) as Catalogue}>
        <SeatRefusalPanel refusal={refusal()} onWatch={() => Promise.reject(new Error('offline'))} now={NOW} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tell me when a seat frees' }));
    expect(await screen.findByText('Your request could not be saved. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tell me when a seat frees' })).toBeTruthy();
  });

  it('"Try again" asks again; while asking it waits, and a second refusal says no seat has freed', () => {
    const onRetry = vi.fn();
    renderPanel({ onRetry, lost: true });
    expect(screen.getByText('Your seat was freed while the document was open, and all seats are now taken.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    renderPanel({ onRetry, retrying: true });
    expect((screen.getByRole('button', { name: 'Asking for a seat…' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderPanel({ onRetry, stillRefused: true });
    expect(screen.getByText('No seat has freed yet.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    renderPanel({ onRetry: () => undefined }, 'ar');
    expect(await screen.findByRole('heading', { name: 'جميع المقاعد مشغولة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    // The subscription's Latin name keeps its own direction inside the Arabic sentence (isolated by t, docs/adr/0082).
    expect(screen.getByText(/يسمح اشتراك مؤسستك في \u2068NIST Cybersecurity Library\u2069 بعدد/)).toBeTruthy();
  });
});
