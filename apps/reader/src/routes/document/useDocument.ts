import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { AccountSession } from '@codex/domain';
import * as api from '@codex/data';
import type { ContentTracking, DocumentPageMetadata, ELearningItem, RelatedContent, TenantUiConfig, Translation, Video, WorkItem } from '@codex/data';
import { favoriteIdOf, showTrack } from './documentRules.js';
import { loadPdfEngine } from '../../features/viewer/index.js';
import { takePrefetchedDocument } from './documentPrefetch.js';

/** What the entitlement check answered: content is shown only once it is 'granted'. */
export type Access = 'checking' | 'granted' | 'denied' | 'missing';

/**
 * The document's metadata and the entitlement check, asked together (usually already asked by the route, see
 * documentPrefetch.ts), and the viewer's favorite of it. pdf.js and its worker start loading at the same time.
 */
export function useDocument(http: AxiosInstance, contentCode: string) {
  const [metadata, setMetadata] = useState<DocumentPageMetadata | null>(null);
  const [metadataFailed, setMetadataFailed] = useState(false);
  const [access, setAccess] = useState<Access>('checking');
  const [downloadable, setDownloadable] = useState(false);
  const [favoriteId, setFavoriteId] = useState<number | string | null>(null);

  useEffect(() => {
    loadPdfEngine().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!contentCode) return;
    let stale = false;
    // Started by the route while this page's code loaded, or asked now.
    const early = takePrefetchedDocument(contentCode);
    (early?.metadata ?? api.fetchDocumentMetadata(http, contentCode))
      .then((loaded) => {
        if (stale) return;
        setMetadata(loaded);
        setFavoriteId(favoriteIdOf(loaded.contentFavorite));
      })
      .catch(() => !stale && setMetadataFailed(true));
    (early?.access ?? api.verifyContentAccess(http, contentCode)).then((answer) => {
      if (stale) return;
      setAccess(answer.access);
      if (answer.access === 'granted') setDownloadable(answer.downloadable);
    });
    return () => {
      stale = true;
    };
  }, [http, contentCode]);

  return { metadata, metadataFailed, access, downloadable, favoriteId, setFavoriteId };
}

/** What the tabs and actions need besides metadata. */
export interface DocumentExtras {
  related: RelatedContent | null;
  workItems: WorkItem[];
  videos: Video[];
  eLearning: ELearningItem[];
  translations: Translation[];
}

const NO_EXTRAS: DocumentExtras = { related: null, workItems: [], videos: [], eLearning: [], translations: [] };

/** A part that may fail on its own without hiding the page. */
const quiet = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

/**
 * Related content, work items, videos, e-learning and translations of a granted document, and its tracking when the
 * track action shows for a signed-in user. Each part may fail on its own without hiding the page.
 */
export function useDocumentExtras(
  http: AxiosInstance,
  metadata: DocumentPageMetadata | null,
  access: Access,
  tenantConfig: TenantUiConfig,
  account: AccountSession | null,
  hasSignedIn: boolean,
  /** False until the page wants them (after the PDF's first page): nothing is asked before. */
  wanted = true,
) {
  const [extras, setExtras] = useState<DocumentExtras>(NO_EXTRAS);
  const [tracking, setTracking] = useState<ContentTracking | null>(null);

  useEffect(() => {
    if (!metadata || access !== 'granted' || !wanted) return;
    let stale = false;
    const features = new Set((tenantConfig.features ?? []).filter((f) => f.enabled).map((f) => f.code));
    void Promise.all([
      quiet(api.fetchRelatedContent(http, metadata.contentCode), null),
      tenantConfig.kind === 'standards-body' && features.has('work-items') ? quiet(api.fetchWorkItems(http, metadata.contentCode), []) : Promise.resolve([]),
      metadata.languageCode === 'en-US' && metadata.video === 'Y' ? quiet(api.fetchVideos(http, metadata.designation), []) : Promise.resolve([]),
      features.has('e-learning') && metadata.family ? quiet(api.fetchELearning(http, metadata.family), []) : Promise.resolve([]),
      quiet(api.fetchTranslations(http, metadata.contentId), []),
    ]).then(([related, workItems, videos, eLearning, translations]) => {
      if (!stale) setExtras({ related, workItems, videos, eLearning, translations });
    });
    return () => {
      stale = true;
    };
  }, [metadata, access, http, tenantConfig, wanted]);

  // The track button's state is asked at once: it is on screen with the first page.
  useEffect(() => {
    if (!metadata || access !== 'granted' || !(showTrack(metadata, tenantConfig, account) && metadata.family && hasSignedIn)) return;
    let stale = false;
    void quiet(api.fetchContentTracking(http, metadata.family), null).then((answer) => !stale && setTracking(answer));
    return () => {
      stale = true;
    };
  }, [metadata, access, http, tenantConfig, account, hasSignedIn]);

  return { extras, tracking, setTracking };
}

/** The HTML rendition, fetched when its tab is first opened: null while it loads, '' when it failed. */
export function useHtmlRendition(http: AxiosInstance, metadata: DocumentPageMetadata | null, open: boolean): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    if (!open || html !== null || !metadata) return;
    let stale = false;
    api
      .fetchHtmlRendition(http, metadata.contentId)
      .then((text) => !stale && setHtml(text))
      .catch(() => !stale && setHtml(''));
    return () => {
      stale = true;
    };
  }, [open, html, metadata, http]);
  return html;
}
