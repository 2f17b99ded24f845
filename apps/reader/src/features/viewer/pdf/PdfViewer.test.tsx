// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { I18nProvider } from '@codex/i18n';
import { PdfViewer } from './PdfViewer.js';
import { PdfLoadError, type PdfEngine, type PdfSource } from './pdfEngine.js';

const pages = [['HTTP caching', 'is described elsewhere'], ['A cache stores responses'], ['no match here']];

/** An engine with three pages of text; painting records which pages were asked for. */
function fakeEngine() {
  const painted: number[] = [];
  const opened: PdfSource[] = [];
  const engine: PdfEngine = {
    async open(source) {
      opened.push(source);
      return {
        pageCount: pages.length,
        destroy: async () => undefined,
        async page(pageNumber) {
          const texts = pages[pageNumber - 1];
          return {
            width: 600,
            height: 800,
            render: async () => void painted.push(pageNumber),
            async renderTextLayer(container) {
              const elements = texts.map((text) => {
                const span = document.createElement('span');
                span.textContent = text;
                container.append(span);
                return span;
              });
              return { elements, texts };
            },
            textItems: async () => texts,
          };
        },
      };
    },
  };
  return { engine, painted, opened };
}

beforeAll(() => {
  // jsdom has no layout: every observed page counts as on screen.
  class Observer {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      this.callback([{ isIntersecting: true }]);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  Element.prototype.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);
// Test files share one jsdom (vite.config.ts): the next file gets the browser as it was.
const { scrollTo, scrollIntoView } = Element.prototype;
afterAll(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollTo = scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderViewer(initialQuery = '', direction: 'ltr' | 'rtl' = 'ltr') {
  const fake = fakeEngine();
  const source = { url: '/api/documents/pdf/contentCode?contentCode=IETF-RFC9111', headers: { Authorization: 'Bearer token-ada' } };
  const onFirstPagePainted = vi.fn();
  render(
    <ThemeProvider theme={createTheme({ direction })}>
      <I18nProvider initialLocale="en">
        <div dir={direction}>
          <PdfViewer getSource={async () => source} loadEngine={async () => fake.engine} initialQuery={initialQuery} onFirstPagePainted={onFirstPagePainted} />
        </div>
      </I18nProvider>
    </ThemeProvider>,
  );
  return { ...fake, onFirstPagePainted };
}

describe('PDF viewer', () => {
  it('opens the PDF with the bearer headers, paints page 1 and says which page is shown', async () => {
    const { opened, painted, onFirstPagePainted } = renderViewer();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(opened[0].headers.Authorization).toBe('Bearer token-ada');
    await vi.waitFor(() => expect(onFirstPagePainted).toHaveBeenCalledTimes(1));
    expect(painted).toContain(1);
  });

  it('finds a phrase in every page, highlights the hits and steps through them', async () => {
    renderViewer();
    const container = document.body;
    await screen.findByText('Page 1 of 3');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find in document' }), { target: { value: 'cach' } });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Find in document' }).closest('form')!);
    expect(await screen.findByText('1 of 2')).toBeTruthy();
    // The page repaints its highlights once the selected hit is known; wait for that paint.
    await vi.waitFor(() => {
      expect(container.querySelectorAll('.highlight').length).toBe(2);
      expect(container.querySelector('.highlight.selected')?.textContent).toBe('cach');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(await screen.findByText('2 of 2')).toBeTruthy();
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('highlights the search term the reader came with, before any find', async () => {
    renderViewer('HTTP');
    await screen.findByText('Page 1 of 3');
    expect((screen.getByRole('searchbox', { name: 'Find in document' }) as HTMLInputElement).value).toBe('HTTP');
    await vi.waitFor(() => expect(document.body.querySelector('[data-page-number="1"] .highlight')?.textContent).toBe('HTTP'));
  });
});

describe('PDF viewer in a right-to-left reader', () => {
  it('draws and lays out each page left to right, and points Previous to the right', async () => {
    const { painted } = renderViewer('', 'rtl');
    await screen.findByText('Page 1 of 3');
    await vi.waitFor(() => expect(painted).toContain(1));
    // A canvas takes the direction of its page: the page (canvas and text layer) stays left to right.
    const page = document.body.querySelector<HTMLElement>('[data-page-number="1"]')!;
    expect(page.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(page.querySelector('canvas')?.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(page.querySelector('.textLayer')?.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    // Arrows follow the reading direction: in Arabic, Previous points right and Next points left.
    expect(screen.getByRole('button', { name: 'Previous page' }).querySelector('[data-testid="NavigateNextIcon"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Next page' }).querySelector('[data-testid="NavigateBeforeIcon"]')).not.toBeNull();
  });

  it('in English, Previous points left', async () => {
    renderViewer();
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' }).querySelector('[data-testid="NavigateBeforeIcon"]')).not.toBeNull();
  });
});

describe('PDF viewer: a PDF the server refuses', () => {
  const refusing = (error: PdfLoadError): PdfEngine => ({ open: () => Promise.reject(error) });
  const renderRefused = (error: PdfLoadError) =>
    render(
      <I18nProvider initialLocale="en">
        <PdfViewer getSource={async () => ({ url: '/api/documents/pdf/contentCode?contentCode=IETF-RFC9111', headers: {} })} loadEngine={async () => refusing(error)} />
      </I18nProvider>,
    );

  it('past the full-text limit, says how long to wait (Retry-After)', async () => {
    renderRefused(new PdfLoadError(429, '300'));
    expect((await screen.findByRole('alert')).textContent).toBe('You have reached the limit for this action. Try again in 5 min.');
  });

  it('otherwise, that it could not be loaded', async () => {
    renderRefused(new PdfLoadError(403));
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be loaded. Please try again later.');
  });
});
