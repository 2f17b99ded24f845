import { useCallback, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { RIS_MEDIA_TYPE, type AccountSession, type AllowanceRefusal, type SeatRefusal } from '@codex/domain';
import * as api from '@codex/data';
import type { ContentTracking, DocumentPageMetadata } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { notificationFromDescriptor, useNotify } from '@codex/ui';
import { saveBlob as saveFile } from '../../features/files/index.js';
import { downloadDocument } from '../../features/licenceMeter/index.js';
import { useSession } from '../../features/session/index.js';
import { ACTIVITY } from './documentRules.js';

/**
 * A dialog of the document page: one of its own, a message with a title, or a download or print refused by the licence
 * meter (its allowance used up, or every seat taken).
 */
export type DocumentDialog =
  | null
  | 'compare'
  | 'citation'
  | 'share'
  | 'noPdf'
  | { title: string; message: string }
  | { allowance: AllowanceRefusal }
  | { seats: SeatRefusal };

interface ActionInputs {
  http: AxiosInstance;
  metadata: DocumentPageMetadata;
  account: AccountSession | null;
  hasSignedIn: boolean;
  /** The entitlement check allows the download. */
  downloadable: boolean;
  tracking: ContentTracking | null;
  setTracking: (tracking: ContentTracking) => void;
  favoriteId: number | string | null;
  setFavoriteId: (id: number | string | null) => void;
  openDialog: (dialog: DocumentDialog) => void;
  /** Told when a download was answered (made or refused), so what is left of the allowance is asked again. */
  onDownloadAnswered?: () => void;
}

/** Track, favorite and download, with the activity under way (its button is disabled meanwhile). */
export function useDocumentActions(inputs: ActionInputs) {
  const { http, metadata, account, hasSignedIn, downloadable, tracking, setTracking, favoriteId, setFavoriteId, openDialog, onDownloadAnswered } = inputs;
  const { t } = useI18n();
  const notify = useNotify();
  const { requireSignIn } = useSession();
  const [busy, setBusy] = useState<number | null>(null);

  const returnTo = `${window.location.pathname}${window.location.search}`;
  /** Company users without a personal sign-in go through the forced sign-in first (spec section 6). */
  const needsPersonalSignIn = account?.userType === 'COMPANY' && !hasSignedIn;

  const toggleTrack = async () => {
    if (needsPersonalSignIn) return requireSignIn(returnTo);
    setBusy(ACTIVITY.track);
    try {
      const current = tracking?.data;
      const next = current ? await api.updateTracking(http, current.id, !current.trackingFlag) : await api.createTracking(http, metadata.contentCode);
      setTracking({ data: next, trackerUnavailable: false });
    } catch (error) {
      if (!tracking?.data) openDialog({ title: t('document.track.failedTitle'), message: api.errorDetail(error) || t('document.track.failed') });
    } finally {
      setBusy(null);
    }
  };

  const toggleFavorite = async () => {
    if (needsPersonalSignIn) return requireSignIn(returnTo);
    setBusy(ACTIVITY.favorite);
    try {
      if (favoriteId !== null) {
        await api.removeFavorite(http, favoriteId);
        setFavoriteId(null);
      } else setFavoriteId((await api.addFavorite(http, metadata.contentId)).id);
    } catch {
      // The error catalogue has told the user.
    } finally {
      setBusy(null);
    }
  };

  /**
   * The PDF; with compass points, each active one is a highlight annotation in it (activity 5). The licence meter may
   * refuse it: the download allowance used up, or every seat taken, each told in its own dialog.
   */
  const download = async (withCompassPoints = false) => {
    if (!downloadable || !metadata.downloadable) return;
    setBusy(withCompassPoints ? ACTIVITY.compassPointDownload : ACTIVITY.download);
    try {
      const answer = await downloadDocument(http, metadata.contentCode, withCompassPoints);
      if (answer.kind === 'limited') notify(notificationFromDescriptor(answer.notice, t));
      else if (answer.kind === 'refused') openDialog(answer.allowance ? { allowance: answer.allowance } : { seats: answer.seats! });
      else if (answer.blob.size === 0) openDialog('noPdf');
      else saveFile(answer.blob, answer.fileName);
      if (answer.kind !== 'limited') onDownloadAnswered?.();
    } catch {
      // Told by the error catalogue.
    } finally {
      setBusy(null);
    }
  };

  return { busy, toggleTrack, toggleFavorite, download };
}

/** The citation dialog's calls: the styles, a style's text, and the RIS file saved under the designation. */
export function useCitations(http: AxiosInstance, metadata: DocumentPageMetadata | null) {
  const citationRequest = (style: string) =>
    metadata ? { contentId: metadata.contentId, contentType: metadata.contentType, citationStyle: style, assetType: metadata.assetType } : null;
  const loadTypes = useCallback(() => api.fetchCitationTypes(http), [http]);
  const loadText = useCallback(
    (style: string) => api.fetchTextCitation(http, citationRequest(style)!),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, metadata],
  );
  const exportRis = async (style: string) => {
    const request = citationRequest(style);
    if (!request || !metadata) return;
    const ris = await api.fetchRisCitation(http, request);
    saveFile(new Blob([ris], { type: RIS_MEDIA_TYPE }), `${metadata.designation.replace(/[^A-Za-z0-9._-]+/g, '') || metadata.contentCode}.ris`);
  };
  return { loadTypes, loadText, exportRis };
}
