import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import DownloadIcon from '@mui/icons-material/Download';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import type { Version } from '@codex/domain';
import { RIS_MEDIA_TYPE, statusStyle } from '@codex/domain';
import * as api from '@codex/data';
import type { ContentTracking, DocumentPageMetadata, ELearningItem, RelatedContent, Translation, Video, WorkItem } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/SessionProvider.js';
import {
  ACTIVITY,
  favoriteIdOf,
  showCitation,
  showCompare,
  showFavorite,
  showShare,
  showTrack,
  visibleTabs,
  type TabId,
} from './documentRules.js';
import { PdfViewer } from './pdf/PdfViewer.js';
import { loadPdfEngine } from './pdf/pdfEngine.js';
import { HtmlFrame, scrollFrameTo } from './html/HtmlFrame.js';
import { CitationDialog, CompareDialog, MessageDialog, NoAccessDialog, NoPdfDialog } from './DocumentDialogs.js';
import { HtmlCompareView, PdfCompareView } from './compare/CompareView.js';
import { MediaPanel, RelatedContentPanel, WorkItemsPanel, documentPath } from './DocumentPanels.js';
import { saveBlob as saveFile } from '../../features/files/saveDownload.js';

type Access = 'checking' | 'granted' | 'denied' | 'missing';

interface Extras {
  related: RelatedContent | null;
  workItems: WorkItem[];
  videos: Video[];
  eLearning: ELearningItem[];
  translations: Translation[];
}

const NO_EXTRAS: Extras = { related: null, workItems: [], videos: [], eLearning: [], translations: [] };

type Dialog = null | 'compare' | 'citation' | 'noPdf' | { title: string; message: string };

/** The search term a result link carries (`content`), to be highlighted in the PDF. */
function searchTermOf(params: URLSearchParams): string {
  return params.get('content') ?? params.get('searchTerm') ?? params.get('q') ?? '';
}

/** /document?contentCode= (also contentcode, and annotationid from a compass point): the document page. */
export function DocumentPage() {
  const [params] = useSearchParams();
  const contentCode = params.get('contentCode') ?? params.get('contentcode') ?? '';
  // A new document starts with a fresh page state.
  return <DocumentOf key={contentCode} contentCode={contentCode} searchTerm={searchTermOf(params)} />;
}

function DocumentOf({ contentCode, searchTerm }: { contentCode: string; searchTerm: string }) {
  const { t, formatDate } = useI18n();
  const { http, tenantConfig, signIn } = useAppServices();
  const { session, requireSignIn } = useSession();
  const navigate = useNavigate();
  const account = session.status === 'active' ? session.account : null;
  const hasSignedIn = session.status === 'active' && session.hasSignedIn;

  const [metadata, setMetadata] = useState<DocumentPageMetadata | null>(null);
  const [metadataFailed, setMetadataFailed] = useState(false);
  const [access, setAccess] = useState<Access>('checking');
  const [downloadable, setDownloadable] = useState(false);
  const [extras, setExtras] = useState<Extras>(NO_EXTRAS);
  const [tracking, setTracking] = useState<ContentTracking | null>(null);
  const [favoriteId, setFavoriteId] = useState<number | string | null>(null);
  const [activeTab, setActiveTab] = useState<TabId | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [comparing, setComparing] = useState<{ kind: 'PDF' | 'HTML'; newer: Version; older: Version } | null>(null);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const htmlFrame = useRef<HTMLIFrameElement | null>(null);

  // pdf.js and its worker start loading while metadata and entitlement are fetched, so the first page paints sooner.
  useEffect(() => {
    loadPdfEngine().catch(() => undefined);
  }, []);

  // Metadata and the entitlement check together; content is shown only once the header says 'true'.
  useEffect(() => {
    if (!contentCode) return;
    let stale = false;
    api
      .fetchDocumentMetadata(http, contentCode)
      .then((loaded) => {
        if (stale) return;
        setMetadata(loaded);
        setFavoriteId(favoriteIdOf(loaded.contentFavorite));
      })
      .catch(() => !stale && setMetadataFailed(true));
    api.verifyContentAccess(http, contentCode).then((answer) => {
      if (stale) return;
      setAccess(answer.access);
      if (answer.access === 'granted') setDownloadable(answer.downloadable);
    });
    return () => {
      stale = true;
    };
  }, [http, contentCode]);

  // What the tabs and actions need besides metadata; each part may fail on its own without hiding the page.
  useEffect(() => {
    if (!metadata || access !== 'granted') return;
    let stale = false;
    const features = new Set((tenantConfig.features ?? []).filter((f) => f.enabled).map((f) => f.code));
    const quiet = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
    void Promise.all([
      quiet(api.fetchRelatedContent(http, metadata.contentCode), null),
      tenantConfig.kind === 'standards-body' && features.has('work-items') ? quiet(api.fetchWorkItems(http, metadata.contentCode), []) : Promise.resolve([]),
      metadata.languageCode === 'en-US' && metadata.video === 'Y' ? quiet(api.fetchVideos(http, metadata.designation), []) : Promise.resolve([]),
      features.has('e-learning') && metadata.family ? quiet(api.fetchELearning(http, metadata.family), []) : Promise.resolve([]),
      quiet(api.fetchTranslations(http, metadata.contentId), []),
    ]).then(([related, workItems, videos, eLearning, translations]) => {
      if (!stale) setExtras({ related, workItems, videos, eLearning, translations });
    });
    if (showTrack(metadata, tenantConfig, account) && metadata.family && hasSignedIn) {
      void quiet(api.fetchContentTracking(http, metadata.family), null).then((answer) => !stale && setTracking(answer));
    }
    return () => {
      stale = true;
    };
  }, [metadata, access, http, tenantConfig, account, hasSignedIn]);

  const relatedCount = extras.related ? api.RELATED_SECTIONS.reduce((sum, section) => sum + extras.related![section].length, 0) : 0;
  const tabs = useMemo(
    () =>
      metadata
        ? visibleTabs({
            metadata,
            tenant: tenantConfig,
            account,
            workItemCount: extras.workItems.length,
            videoCount: extras.videos.length,
            eLearningCount: extras.eLearning.length,
            relatedCount,
          })
        : [],
    [metadata, tenantConfig, account, extras, relatedCount],
  );
  const tab = activeTab && tabs.includes(activeTab) ? activeTab : (tabs[0] ?? null);

  // The HTML rendition is fetched when its tab is first opened.
  useEffect(() => {
    if (tab !== 'HTML' || html !== null || !metadata) return;
    let stale = false;
    api
      .fetchHtmlRendition(http, metadata.contentId)
      .then((text) => !stale && setHtml(text))
      .catch(() => !stale && setHtml(''));
    return () => {
      stale = true;
    };
  }, [tab, html, metadata, http]);

  const getPdfSource = useCallback(
    async () => ({
      url: `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(contentCode)}`,
      headers: await api.standardRequestHeaders(signIn),
    }),
    [contentCode, signIn],
  );
  const openDocument = useCallback((path: string) => navigate(path), [navigate]);

  const compareVersions = metadata ? (tab === 'HTML' ? metadata.htmlVersions : metadata.pdfVersions) : [];
  const compareKind: 'PDF' | 'HTML' = tab === 'HTML' ? 'HTML' : 'PDF';

  const htmlJob = useMemo(() => {
    if (!comparing || comparing.kind !== 'HTML') return null;
    const { newer, older } = comparing;
    return {
      start: () => api.startHtmlComparison(http, newer.id, older.id),
      check: () => api.checkHtmlComparison(http, newer.id, older.id),
    };
  }, [comparing, http]);
  const pdfCompare = useMemo(() => {
    if (!comparing || comparing.kind !== 'PDF') return null;
    const { newer, older } = comparing;
    return () => api.comparePdf(http, older.id, newer.id);
  }, [comparing, http]);

  const citationRequest = (style: string) =>
    metadata ? { contentId: metadata.contentId, contentType: metadata.contentType, citationStyle: style, assetType: metadata.assetType } : null;
  const loadCitationTypes = useCallback(() => api.fetchCitationTypes(http), [http]);
  const loadCitationText = useCallback(
    (style: string) => api.fetchTextCitation(http, citationRequest(style)!),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, metadata],
  );

  if (!contentCode) return <Alert severity="warning">{t('document.noContent.message')}</Alert>;
  if (metadataFailed) {
    return <NoAccessDialog tenant={tenantConfig} reason="missing" onClose={() => navigate('/')} />;
  }
  if (access === 'denied' || access === 'missing') {
    return (
      <>
        {metadata && <DocumentHeading metadata={metadata} />}
        <NoAccessDialog tenant={tenantConfig} reason={access} onClose={() => navigate('/')} />
      </>
    );
  }
  if (!metadata) return <CircularProgress aria-label={t('document.loading')} />;

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
      if (!tracking?.data) setDialog({ title: t('document.track.failedTitle'), message: api.errorDetail(error) || t('document.track.failed') });
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

  const download = async () => {
    if (!downloadable || !metadata.downloadable) return;
    setBusy(ACTIVITY.download);
    try {
      const file = await api.downloadDocument(http, metadata.contentCode);
      if (file.blob.size === 0) setDialog('noPdf');
      else saveFile(file.blob, file.fileName);
    } catch {
      // Told by the error catalogue.
    } finally {
      setBusy(null);
    }
  };

  const exportRis = async (style: string) => {
    const request = citationRequest(style);
    if (!request) return;
    const ris = await api.fetchRisCitation(http, request);
    saveFile(new Blob([ris], { type: RIS_MEDIA_TYPE }), `${metadata.designation.replace(/[^A-Za-z0-9._-]+/g, '') || metadata.contentCode}.ris`);
  };

  const trackShown = showTrack(metadata, tenantConfig, account);
  const tracked = Boolean(tracking?.data?.trackingFlag);
  const citationShown = showCitation(metadata, tenantConfig);
  const shareShown = showShare(tenantConfig, false);
  const compareShown = showCompare(tenantConfig, compareVersions.length) && (tab === 'PDF' || tab === 'HTML');

  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DocumentHeading metadata={metadata} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={metadata.documentType} size="small" />
        <Chip label={metadata.publisherCode} size="small" variant="outlined" />
        <Chip
          label={metadata.status}
          size="small"
          color={statusStyle(metadata.status) === 'normal' ? 'success' : statusStyle(metadata.status) === 'previous' ? 'warning' : 'default'}
          data-status-style={statusStyle(metadata.status)}
        />
        {metadata.classification && <Chip label={metadata.classification} size="small" variant="outlined" />}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
        {metadata.publishedDate && (
          <>
            <dt>{t('document.meta.published')}</dt>
            <dd style={{ margin: 0 }}>{formatDate(metadata.publishedDate, 'MMM DD, YYYY')}</dd>
          </>
        )}
        {metadata.lastUpdateDate && (
          <>
            <dt>{t('document.meta.lastUpdated')}</dt>
            <dd style={{ margin: 0 }}>{formatDate(metadata.lastUpdateDate, 'MMM DD, YYYY')}</dd>
          </>
        )}
        <dt>{t('document.meta.publisher')}</dt>
        <dd style={{ margin: 0 }}>{metadata.publisherName}</dd>
        {metadata.pageCount && (
          <>
            <dt>{t('document.meta.pages')}</dt>
            <dd style={{ margin: 0 }}>{metadata.pageCount}</dd>
          </>
        )}
        {metadata.authors.length > 0 && (
          <>
            <dt>{t('document.meta.authors')}</dt>
            <dd style={{ margin: 0 }}>{metadata.authors.join(', ')}</dd>
          </>
        )}
        {metadata.replacedByChain.length > 0 && (
          <>
            <dt>{t('document.meta.replacedBy')}</dt>
            <dd style={{ margin: 0 }}>
              {metadata.replacedByChain[0].map((link, index) => (
                <span key={link.contentCode}>
                  {index > 0 && ', '}
                  <Link component={RouterLink} to={documentPath(link.contentCode)}>
                    {link.designation}
                  </Link>
                </span>
              ))}
            </dd>
          </>
        )}
        {metadata.versions.length > 1 && (
          <>
            <dt>{t('document.meta.versions')}</dt>
            <dd style={{ margin: 0 }}>
              {metadata.versions.map((version, index) => (
                <span key={version.id}>
                  {index > 0 && ' · '}
                  {version.contentCode === metadata.contentCode ? (
                    <strong aria-current="page">{version.designationNo}</strong>
                  ) : (
                    <Link component={RouterLink} to={documentPath(version.contentCode)}>
                      {version.designationNo}
                    </Link>
                  )}
                </span>
              ))}
            </dd>
          </>
        )}
        {extras.translations.length > 0 && (
          <>
            <dt>{t('document.meta.translations')}</dt>
            <dd style={{ margin: 0 }}>
              {extras.translations.map((translation) => (
                <Link key={translation.contentCode} component={RouterLink} to={documentPath(translation.contentCode)} sx={{ mr: 1 }}>
                  {translation.displayCode}
                </Link>
              ))}
            </dd>
          </>
        )}
      </Box>
      {metadata.abstract && <Typography sx={{ maxWidth: '80ch' }}>{metadata.abstract}</Typography>}

      <Box role="toolbar" aria-label={t('document.actions.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {trackShown && (
          <Button
            variant={tracked ? 'contained' : 'outlined'}
            startIcon={tracked ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
            onClick={() => void toggleTrack()}
            disabled={busy === ACTIVITY.track || Boolean(tracking?.trackerUnavailable)}
            aria-pressed={tracked}
            data-activity-id={ACTIVITY.track}
          >
            {tracking?.trackerUnavailable ? t('document.track.unavailable') : tracked ? t('document.track.untrack') : t('document.track.track')}
          </Button>
        )}
        {showFavorite(metadata) && (
          <Button
            variant={favoriteId !== null ? 'contained' : 'outlined'}
            startIcon={favoriteId !== null ? <FavoriteIcon /> : <FavoriteBorderIcon />}
            onClick={() => void toggleFavorite()}
            disabled={busy === ACTIVITY.favorite}
            aria-pressed={favoriteId !== null}
            data-activity-id={ACTIVITY.favorite}
          >
            {favoriteId !== null ? t('document.favorite.remove') : t('document.favorite.add')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={busy === ACTIVITY.download || !downloadable || !metadata.downloadable}
          data-activity-id={ACTIVITY.download}
        >
          {t('document.download')}
        </Button>
        {compareShown && (
          <Button variant="outlined" startIcon={<CompareArrowsIcon />} onClick={() => setDialog('compare')} data-activity-id={ACTIVITY.compare}>
            {t('document.compare.open')}
          </Button>
        )}
        {(citationShown || shareShown) && (
          <>
            <Button
              variant="outlined"
              startIcon={<MoreHorizIcon />}
              onClick={(event) => setMoreAnchor(event.currentTarget)}
              aria-haspopup="menu"
              aria-expanded={Boolean(moreAnchor)}
              data-activity-id={ACTIVITY.more}
            >
              {t('document.more')}
            </Button>
            <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={() => setMoreAnchor(null)}>
              {citationShown && (
                <MenuItem
                  onClick={() => {
                    setMoreAnchor(null);
                    setDialog('citation');
                  }}
                >
                  {t('document.citation.open')}
                </MenuItem>
              )}
            </Menu>
          </>
        )}
      </Box>

      {comparing && comparing.kind === 'HTML' && htmlJob ? (
        <HtmlCompareView
          newer={comparing.newer}
          older={comparing.older}
          job={htmlJob}
          onClose={() => setComparing(null)}
          onEditVersions={() => setDialog('compare')}
          onOpenDocument={openDocument}
        />
      ) : comparing && pdfCompare ? (
        <PdfCompareView
          newer={comparing.newer}
          older={comparing.older}
          compare={pdfCompare}
          downloadRedline={async (id) => {
            const file = await api.downloadRedline(http, id);
            saveFile(file.blob, file.fileName);
          }}
          onClose={() => setComparing(null)}
          onEditVersions={() => setDialog('compare')}
        />
      ) : access === 'checking' ? (
        <CircularProgress aria-label={t('document.loading')} />
      ) : (
        <Box>
          <Tabs
            value={tab ?? false}
            onChange={(_event, value: TabId) => setActiveTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('document.tabs.label')}
          >
            {tabs.map((id) => (
              <Tab key={id} value={id} label={t(`document.tabs.${id}`)} id={`document-tab-${id}`} aria-controls={`document-panel-${id}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`document-panel-${tab}`} aria-labelledby={`document-tab-${tab}`} sx={{ pt: 2 }}>
            {tab === 'PDF' && <PdfViewer key={contentCode} getSource={getPdfSource} loadEngine={loadPdfEngine} initialQuery={searchTerm} />}
            {tab === 'HTML' &&
              (html === null ? (
                <CircularProgress aria-label={t('document.loading')} />
              ) : html === '' ? (
                <Alert severity="error">{t('document.html.failed')}</Alert>
              ) : (
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  {extras.related && extras.related.sections.length > 0 && (
                    <Box component="nav" aria-label={t('document.html.sections')} sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0, position: 'sticky', top: 8, maxHeight: '80vh', overflow: 'auto' }}>
                      {extras.related.sections.map((section) =>
                        section.anchor ? (
                          <Link key={section.anchor} component="button" onClick={() => scrollFrameTo(htmlFrame.current, section.anchor!)} sx={{ display: 'block', textAlign: 'start', mb: 0.5 }}>
                            {section.designationOrFamily} {section.title}
                          </Link>
                        ) : null,
                      )}
                    </Box>
                  )}
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <HtmlFrame html={html} title={t('document.html.frameTitle', { designation: metadata.displayDesignation })} onOpenDocument={openDocument} frameRef={htmlFrame} />
                  </Box>
                </Box>
              ))}
            {tab === 'WORK_ITEMS' && <WorkItemsPanel items={extras.workItems} />}
            {(tab === 'VISUAL_CONTENT' || tab === 'TRAINING') && <MediaPanel videos={extras.videos} eLearning={tab === 'TRAINING' ? extras.eLearning : []} />}
            {tab === 'RELATED' && extras.related && (
              <RelatedContentPanel
                related={extras.related}
                onSection={(anchor) => {
                  setActiveTab('HTML');
                  window.setTimeout(() => scrollFrameTo(htmlFrame.current, anchor), 1500);
                }}
              />
            )}
            {tabs.length === 0 && <Alert severity="info">{t('document.noContent.message')}</Alert>}
          </Box>
        </Box>
      )}

      {dialog === 'compare' && (
        <CompareDialog
          versions={comparing ? (comparing.kind === 'HTML' ? metadata.htmlVersions : metadata.pdfVersions) : compareVersions}
          initial={comparing ? [comparing.newer.id, comparing.older.id] : undefined}
          onClose={() => setDialog(null)}
          onCompare={(newer, older) => {
            setDialog(null);
            setComparing({ kind: comparing?.kind ?? compareKind, newer, older });
          }}
        />
      )}
      {dialog === 'citation' && (
        <CitationDialog loadTypes={loadCitationTypes} loadText={loadCitationText} exportRis={exportRis} onClose={() => setDialog(null)} />
      )}
      {dialog === 'noPdf' && <NoPdfDialog tenant={tenantConfig} onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && <MessageDialog title={dialog.title} message={dialog.message} onClose={() => setDialog(null)} />}
    </Box>
  );
}

/** The heading names the document the way search shows it: "RFC 9110" and its title. */
function DocumentHeading({ metadata }: { metadata: DocumentPageMetadata }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {metadata.displayDesignation}
      </Box>
      {': '}
      <span>{metadata.title}</span>
    </Typography>
  );
}
