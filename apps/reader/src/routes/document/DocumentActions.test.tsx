// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AllowanceLeft, AllowanceRefusal, SeatRefusal } from '@codex/domain';
import type { DocumentPageMetadata } from '@codex/data';
import { accountRoutes, adaAccount, fakeServices, tenantConfig } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { SessionProvider } from '../../features/session/SessionProvider.js';
import { DocumentActions } from './DocumentActions.js';
import type { DocumentDialog } from './useDocumentActions.js';

afterEach(cleanup);

const metadata = { contentId: 53, contentCode: 'NIST-SP-800-53-REV-5', documentType: 'SP', downloadable: true, allowToFavorite: false, allowToTrack: false } as unknown as DocumentPageMetadata;
const monthly = (left: number): AllowanceLeft => ({ limit: 3, used: 3 - left, left, period: 'MONTH', resetsAt: '2026-12-01T12:00:00Z' });
const problem = (body: object) => new Blob([JSON.stringify({ type: 'about:blank', title: 'Too Many Requests', status: 429, ...body })]);

function renderActions(downloadAnswer: { status: number; data: unknown }, downloadAllowance: AllowanceLeft | null) {
  const dialogs: DocumentDialog[] = [];
  const onDownloadAnswered = vi.fn();
  const fake = fakeServices({ signedIn: true, routes: { ...accountRoutes, 'GET /api/documents/download': () => downloadAnswer } });
  renderWithServices(
    <SessionProvider>
      <DocumentActions
        http={fake.services.http}
        metadata={metadata}
        tenantConfig={tenantConfig}
        account={adaAccount as never}
        hasSignedIn
        downloadable
        tracking={null}
        setTracking={() => undefined}
        favoriteId={null}
        setFavoriteId={() => undefined}
        compareShown={false}
        compassPointDownloadShown={false}
        openDialog={(dialog) => dialogs.push(dialog)}
        downloadAllowance={downloadAllowance}
        onDownloadAnswered={onDownloadAnswered}
      />
    </SessionProvider>,
    fake.services,
  );
  return { dialogs, onDownloadAnswered };
}

describe('the download action and its allowance', () => {
  it('shows what is left under the actions, tied to the Download button', () => {
    renderActions({ status: 200, data: new Blob(['%PDF']) }, monthly(2));
    const line = screen.getByText('Downloads left this month for this document: 2 of 3');
    expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-describedby')).toBe(line.id);
  });

  it('a download past the allowance shows the allowance message, not a generic error, and the count is asked again', async () => {
    const refusal: AllowanceRefusal = { ...monthly(0), kind: 'DOWNLOAD' };
    const { dialogs, onDownloadAnswered } = renderActions({ status: 429, data: problem({ message: 'error.allowance.used', allowance: refusal }) }, monthly(1));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(dialogs).toEqual([{ allowance: refusal }]));
    expect(onDownloadAnswered).toHaveBeenCalledTimes(1);
  });

  it('a download refused because every seat is taken shows the seat refusal', async () => {
    const seats: SeatRefusal = { subscriptionName: 'NIST Cybersecurity Library', seatLimit: 5, inUse: 5, nextFreeAt: '2026-11-27T10:20:00Z', helpers: [], watching: false };
    const { dialogs } = renderActions({ status: 429, data: problem({ message: 'error.seats.full', seats }) }, null);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(dialogs).toEqual([{ seats }]));
  });

  it('with none left, the download waits for the allowance to start again', () => {
    renderActions({ status: 200, data: new Blob(['%PDF']) }, monthly(0));
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^No downloads left this month for this document; they start again on/)).toBeTruthy();
  });
});
