// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AllowanceLeft, DocumentAllowances } from '@codex/domain';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { PROTECTED_PRINT_ID, ProtectedPrint } from './ProtectedPrint.js';

afterEach(cleanup);

const daily = (left: number): AllowanceLeft => ({ limit: 1, used: 1 - left, left, period: 'DAY', resetsAt: '2099-01-02T00:00:00.000Z' });
const allowances = (print: AllowanceLeft | null): DocumentAllowances => ({ contentCode: 'IETF-RFC9110', download: null, print });

function renderPrint(print: AllowanceLeft | null, answerPrint: () => { status: number; data: unknown }) {
  const sheets: string[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/documents/allowances': () => ({ status: 200, data: allowances(print) }),
      'POST /api/documents/prints': answerPrint,
      'GET /api/documents/protected/page/1': (config) => {
        sheets.push(String(config.params?.purpose));
        return { status: 200, data: new Blob(['png']) };
      },
      'GET /api/documents/protected/page/2': (config) => {
        sheets.push(String(config.params?.purpose));
        return { status: 200, data: new Blob(['png']) };
      },
    },
  });
  renderWithServices(<ProtectedPrint contentCode="IETF-RFC9110" pageCount={2} />, fake.services);
  return { sheets };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:sheet-${blob.size}-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

describe('Print in the protected viewer', () => {
  it('is not offered when the document has no print allowance', async () => {
    renderPrint(null, () => ({ status: 200, data: allowances(null) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('has the print counted, fetches the print sheets and opens the print dialog once they are loaded', async () => {
    const printSpy = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { sheets } = renderPrint(daily(1), () => ({ status: 200, data: allowances(daily(0)) }));
    const button = await screen.findByRole('button', { name: 'Print' });
    expect(screen.getByRole('status').textContent).toBe('Prints left today for this document: 1 of 1');
    fireEvent.click(button);
    await waitFor(() => expect(document.getElementById(PROTECTED_PRINT_ID)?.querySelectorAll('img')).toHaveLength(2));
    expect(sheets).toEqual(['print', 'print']);
    document.getElementById(PROTECTED_PRINT_ID)!.querySelectorAll('img').forEach((img) => fireEvent.load(img));
    expect(printSpy).toHaveBeenCalledTimes(1);
    // Nothing is left today: the button waits until tomorrow.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true));
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.getElementById(PROTECTED_PRINT_ID)).toBeNull());
    printSpy.mockRestore();
  });

  it('a refused print fetches no sheet and says when prints start again', async () => {
    const { sheets } = renderPrint(daily(1), () => ({
      status: 429,
      data: { status: 429, message: 'error.allowance.used', allowance: { ...daily(0), kind: 'PRINT' } },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print not available' });
    expect(within(dialog).getByText(/No prints left today for this document/)).toBeTruthy();
    expect(sheets).toEqual([]);
    expect(document.getElementById(PROTECTED_PRINT_ID)).toBeNull();
  });
});
