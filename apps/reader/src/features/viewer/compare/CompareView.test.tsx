// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Version } from '@codex/domain';
import type { PdfComparison } from '@codex/data';
import { I18nProvider, en } from '@codex/i18n';
import { PdfCompareView } from './CompareView.js';

afterEach(cleanup);

const version = (id: number, designationNo: string): Version => ({ id, index: id, designationNo, publisherCode: 'IETF', contentCode: `IETF-${designationNo}`, status: 'Active', publishedDate: null });

function renderPdfCompare(answer: PdfComparison) {
  const printRedline = vi.fn(async () => undefined);
  const downloadRedline = vi.fn(async () => undefined);
  render(
    <I18nProvider loadCatalogue={async () => en}>
      <PdfCompareView
        newer={version(2, 'RFC 9111')}
        older={version(1, 'RFC 7234')}
        compare={async () => answer}
        downloadRedline={downloadRedline}
        printRedline={printRedline}
        onClose={() => undefined}
        onEditVersions={() => undefined}
      />
    </I18nProvider>,
  );
  return { printRedline, downloadRedline };
}

describe('PDF compare view', () => {
  it('prints the redline (print, close and edit-versions link, as the HTML compare)', async () => {
    const { printRedline } = renderPdfCompare({ redlineExists: true, redlineId: 'r-42', message: null });
    const print = await screen.findByRole('button', { name: 'Print' });
    await waitFor(() => expect((print as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(print);
    await waitFor(() => expect(printRedline).toHaveBeenCalledWith('r-42'));
  });

  it('has nothing to print when no redline exists', async () => {
    const { printRedline } = renderPdfCompare({ redlineExists: false, redlineId: null, message: null });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(true);
    expect(printRedline).not.toHaveBeenCalled();
  });
});
