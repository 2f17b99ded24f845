// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { AllowanceLeft, AllowanceRefusal, DocumentAllowances } from '@codex/domain';
import { I18nProvider, type Catalogue } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { AllowanceLine, AllowanceRefusalDialog } from './AllowanceLine.js';
import { useAllowances } from './useAllowances.js';

afterEach(cleanup);

const NOW = new Date('2026-11-27T10:00:00Z');
/** Midnight of a day where the test runs, as the reader's clock shows it. */
const localMidnight = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();
const left = (overrides: Partial<AllowanceLeft> = {}): AllowanceLeft => ({ limit: 3, used: 1, left: 2, period: 'MONTH', resetsAt: localMidnight(2026, 12, 1), ...overrides });

function renderLine(kind: 'DOWNLOAD' | 'PRINT', allowance: AllowanceLeft | null) {
  return render(
    <I18nProvider loadCatalogue={async () => ({}) as Catalogue}>
      <AllowanceLine kind={kind} allowance={allowance} now={NOW} />
    </I18nProvider>,
  );
}

const dayOf = (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', options).format(new Date(iso));

describe('the allowance line', () => {
  it('says what is left for each period, before the reader acts', () => {
    renderLine('DOWNLOAD', left());
    expect(screen.getByRole('status').textContent).toBe('Downloads left this month for this document: 2 of 3');
    cleanup();
    renderLine('PRINT', left({ period: 'DAY', limit: 10, left: 9 }));
    expect(screen.getByRole('status').textContent).toBe('Prints left today for this document: 9 of 10');
    cleanup();
    renderLine('PRINT', left({ period: 'WEEK' }));
    expect(screen.getByRole('status').textContent).toBe('Prints left this week for this document: 2 of 3');
    cleanup();
    renderLine('DOWNLOAD', left({ period: 'YEAR', limit: 1200, left: 1150 }));
    expect(screen.getByRole('status').textContent).toBe('Downloads left this year for this document: 1,150 of 1,200');
  });

  it('says when none are left and when they start again: the day, with its year when not this year; the time for a day', () => {
    renderLine('PRINT', left({ used: 3, left: 0 }));
    expect(screen.getByRole('status').textContent).toBe('No prints left this month for this document; they start again on December 1.');
    cleanup();
    renderLine('DOWNLOAD', left({ used: 3, left: 0, period: 'YEAR', resetsAt: localMidnight(2027, 1, 1) }));
    expect(screen.getByRole('status').textContent).toBe('No downloads left this year for this document; they start again on January 1, 2027.');
    cleanup();
    // A period that begins at midnight UTC begins in the evening or the morning elsewhere: the time says so.
    const evening = new Date(2026, 10, 30, 19, 0).toISOString();
    renderLine('DOWNLOAD', left({ used: 3, left: 0, period: 'WEEK', resetsAt: evening }));
    expect(screen.getByRole('status').textContent).toBe(
      `No downloads left this week for this document; they start again on ${dayOf(evening, { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' })}.`,
    );
    expect(screen.getByRole('status').textContent).toContain('November 30');
    cleanup();
    renderLine('DOWNLOAD', left({ used: 3, left: 0, period: 'DAY', resetsAt: '2026-11-27T23:00:00Z' }));
    expect(screen.getByRole('status').textContent).toMatch(/^No downloads left today for this document; they start again at .+\.$/);
  });

  it('shows nothing for an allowance without a limit', () => {
    const { container } = renderLine('DOWNLOAD', null);
    expect(container.textContent).toBe('');
  });

  it('a refused download says it in a dialog', () => {
    const onClose = vi.fn();
    render(
      <I18nProvider loadCatalogue={async () => ({}) as Catalogue}>
        <AllowanceRefusalDialog refusal={{ ...left({ used: 3, left: 0 }), kind: 'DOWNLOAD' }} onClose={onClose} now={NOW} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Download not available' });
    expect(dialog.textContent).toContain('No downloads left this month for this document; they start again on December 1.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});

/** A print action as the redline's: counted first, printed only when the count agrees. */
function PrintAction({ print }: { print: () => void }) {
  const { http } = useAppServices();
  const [refusal, setRefusal] = useState<AllowanceRefusal | null>(null);
  const { allowances, beforePrint } = useAllowances(http, 'IETF-RFC9110', true, setRefusal);
  return (
    <>
      <button onClick={() => void beforePrint().then((ok) => ok && print())}>Print</button>
      <AllowanceLine kind="PRINT" allowance={allowances?.print} now={NOW} />
      {refusal && <AllowanceRefusalDialog refusal={refusal} onClose={() => setRefusal(null)} now={NOW} />}
    </>
  );
}

describe('printing with an allowance', () => {
  const allowances = (print: AllowanceLeft | null): DocumentAllowances => ({ contentCode: 'IETF-RFC9110', download: null, print });

  function renderPrint(printAnswer: { status: number; data: unknown }, afterRefusal = allowances(left({ used: 3, left: 0 }))) {
    const print = vi.fn();
    const posted: unknown[] = [];
    let answered = false;
    const fake = fakeServices({
      signedIn: true,
      routes: {
        'GET /api/documents/allowances': (config) => {
          expect(config.params).toEqual({ contentCode: 'IETF-RFC9110' });
          return { status: 200, data: answered ? afterRefusal : allowances(left({ used: 2, left: 1 })) };
        },
        'POST /api/documents/prints': (config) => {
          posted.push(JSON.parse(String(config.data)));
          answered = true;
          return printAnswer;
        },
      },
    });
    renderWithServices(<PrintAction print={print} />, fake.services);
    return { print, posted };
  }

  it('counts the print, then prints, and the line shows what is left', async () => {
    const { print, posted } = renderPrint({ status: 200, data: allowances(left({ used: 3, left: 0 })) });
    expect(await screen.findByText('Prints left this month for this document: 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ contentCode: 'IETF-RFC9110' }]);
    expect(screen.getByRole('status').textContent).toMatch(/^No prints left this month for this document; they start again on/);
  });

  it('a refused print is not printed: the allowance message says why and when prints start again', async () => {
    const refusal: AllowanceRefusal = { ...left({ used: 3, left: 0 }), kind: 'PRINT' };
    const { print } = renderPrint({ status: 429, data: { status: 429, title: 'Too Many Requests', type: 'about:blank', message: 'error.allowance.used', allowance: refusal } });
    await screen.findByText('Prints left this month for this document: 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print not available' });
    expect(dialog.textContent).toContain('No prints left this month for this document; they start again on December 1.');
    expect(print).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // The line is asked again and tells the same.
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^No prints left this month/));
  });

  it('a print the server could not count is not printed either', async () => {
    const { print } = renderPrint({ status: 500, data: { message: 'error.http.500' } });
    await screen.findByText('Prints left this month for this document: 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(print).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
