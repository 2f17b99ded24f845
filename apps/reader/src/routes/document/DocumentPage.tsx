import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { AllowanceRefusal } from '@codex/domain';
import * as api from '@codex/data';
import { useI18n } from '@codex/i18n';
import { SkipLink, useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/index.js';
import { saveBlob as saveFile } from '../../features/files/index.js';
import { ShareDialog } from '../../features/sharing/index.js';
import { CarryBanner } from '../../features/compassPoints/index.js';
import { AllowanceLine, AllowanceRefusalDialog, SeatRefusalDialog, useAllowances, useSeat } from '../../features/licenceMeter/index.js';
import { publisherCodeOf, showCompare, showTrackWorkItem } from './documentRules.js';
import { CitationDialog, CompareDialog, NoAccessDialog, NoPdfDialog } from './DocumentDialogs.js';
import { MessageDialog } from '../../features/viewer/index.js';
import { DocumentActions } from './DocumentActions.js';
import { DocumentFacts, DocumentHeading } from './DocumentSummary.js';
import { DocumentDetailsPanel } from './DocumentDetailsPanel.js';
import { DocumentTabs, openTabOf, useDocumentTabs } from './DocumentTabs.js';
import { HtmlCompareView, loadPdfEngine, PdfCompareView, printPdf } from '../../features/viewer/index.js';
import { useVersionCompare } from '../../features/viewer/index.js';
import { useDocumentAnnotations } from '../../features/viewer/index.js';
import { useDocument, useDocumentExtras, useHtmlRendition } from './useDocument.js';
import { useCitations, type DocumentDialog } from './useDocumentActions.js';

/** The longest the other tabs' calls wait for the PDF's first page. */
const EXTRAS_WAIT_MS = 1_500;

/** The search term a result link carries (`content`), to be highlighted in the PDF. */
function searchTermOf(params: URLSearchParams): string {
  return params.get('content') ?? params.get('searchTerm') ?? params.get('q') ?? '';
}

/** /document?contentCode= (also contentcode, and annotationid from a compass point): the document page. */
export function DocumentPage() {
  const [params] = useSearchParams();
  const contentCode = params.get('contentCode') ?? params.get('contentcode') ?? '';
  // A new document starts with a fresh page state.
  return <DocumentOf key={contentCode} contentCode={contentCode} searchTerm={searchTermOf(params)} annotationId={params.get('annotationid')} />;
}

/**
 * One document: heading and facts, the actions, then the content tabs or a comparison of two versions; content is
 * shown only once the entitlement check says 'true'.
 */
function DocumentOf({ contentCode, searchTerm, annotationId }: { contentCode: string; searchTerm: string; annotationId: string | null }) {
  const { t } = useI18n();
  const { http, tenantConfig, signIn } = useAppServices();
  const { session } = useSession();
  const navigate = useNavigate();
  const account = session.status === 'active' ? session.account : null;
  const hasSignedIn = session.status === 'active' && session.hasSignedIn;

  const { metadata, metadataFailed, access, downloadable, favoriteId, setFavoriteId } = useDocument(http, contentCode);
  // The calls for the other tabs wait until the PDF's first page is painted (or a moment passes, or another tab is
  // open): on the embedded database they would otherwise queue before the first page's ranges.
  const [extrasWanted, setExtrasWanted] = useState(false);
  const wantExtras = useCallback(() => setExtrasWanted(true), []);
  const { extras, tracking, setTracking } = useDocumentExtras(http, metadata, access, tenantConfig, account, hasSignedIn, extrasWanted);
  const annotations = useDocumentAnnotations({ http, metadata, account, tenantConfig, annotationId, contentShown: access === 'granted' });
  const { target } = annotations;
  const { tabs, tab, setActiveTab } = useDocumentTabs(metadata, extras, tenantConfig, account, {
    available: annotations.mayView,
    hasActivatedCompassPoint: annotations.hasActivatedCompassPoint,
    hasDeactivatedCompassPoint: annotations.hasDeactivatedCompassPoint,
    preferredTab: target ? (target.page !== null ? 'PDF' : 'HTML') : null,
  });
  const { comparing, setComparing, htmlJob, pdfCompare } = useVersionCompare(http);
  const [dialog, setDialog] = useState<DocumentDialog>(null);
  const compareVersions = tab === 'HTML' ? (metadata?.htmlVersions ?? []) : (metadata?.pdfVersions ?? []);
  // Compare is ignored when the document is not downloadable (spec section 5): no action, no comparison.
  const compareShown = metadata !== null && showCompare(tenantConfig, compareVersions.length, downloadable && metadata.downloadable) && (tab === 'PDF' || tab === 'HTML');
  const fullTextTab = access === 'granted' && metadata !== null && (tab === 'PDF' || tab === 'HTML') && !(comparing && compareShown);
  // The full text waits for the reader's seat (docs/adr/0065), kept while a full-text tab is open.
  const seat = useSeat({ http, signIn, contentCode, wanted: fullTextTab });
  const onPrintRefused = useCallback((refusal: AllowanceRefusal) => setDialog({ allowance: refusal }), []);
  const { allowances, refresh: refreshAllowances, beforePrint } = useAllowances(http, contentCode, access === 'granted', onPrintRefused);
  const html = useHtmlRendition(http, metadata, tab === 'HTML' && seat.state.status === 'open');
  useEffect(() => {
    if (extrasWanted || !metadata || access !== 'granted') return;
    const timer = window.setTimeout(wantExtras, tab === 'PDF' ? EXTRAS_WAIT_MS : 0);
    return () => window.clearTimeout(timer);
  }, [extrasWanted, metadata, access, tab, wantExtras]);
  const citations = useCitations(http, metadata);
  const openDocument = useCallback((path: string) => navigate(path), [navigate]);

  if (!contentCode) return <Alert severity="warning">{t('document.noContent.message')}</Alert>;
  if (metadataFailed) {
    return <NoAccessDialog tenant={tenantConfig} reason="missing" publisherCode={publisherCodeOf(contentCode)} onClose={() => navigate('/')} />;
  }
  if (access === 'denied' || access === 'missing') {
    return (
      <>
        {metadata && <DocumentHeading metadata={metadata} />}
        <NoAccessDialog tenant={tenantConfig} reason={access} publisherCode={metadata?.publisherCode ?? publisherCodeOf(contentCode)} onClose={() => navigate('/')} />
      </>
    );
  }
  if (!metadata) return <CircularProgress aria-label={t('document.loading')} />;

  const compareKind: 'PDF' | 'HTML' = tab === 'HTML' ? 'HTML' : 'PDF';
  // Printing is counted first; a print past its allowance is refused before anything is drawn (docs/adr/0066).
  const printRedline = async (id: string, title: string) => {
    if (!(await beforePrint())) return;
    await printPdf(await loadPdfEngine(), { url: `/api/documents/download/redline/${encodeURIComponent(id)}`, headers: await api.standardRequestHeaders(signIn) }, title);
  };
  const printNote = <AllowanceLine kind="PRINT" allowance={allowances?.print} />;

  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DocumentHeading metadata={metadata} />
      {/* The facts hold a link per version (twenty and more for a long family): one link past them to the PDF/HTML tabs. */}
      {tabs.length > 0 && !(comparing && compareShown) ? <SkipLink target={openTabOf}>{t('shell.skipToDocument')}</SkipLink> : null}
      <DocumentFacts metadata={metadata} translations={extras.translations} />
      <DocumentDetailsPanel http={http} contentCode={metadata.contentCode} />
      <CarryBanner metadata={metadata} account={account} />
      <DocumentActions
        http={http}
        metadata={metadata}
        tenantConfig={tenantConfig}
        account={account}
        hasSignedIn={hasSignedIn}
        downloadable={downloadable}
        tracking={tracking}
        setTracking={setTracking}
        favoriteId={favoriteId}
        setFavoriteId={setFavoriteId}
        compareShown={compareShown}
        compassPointDownloadShown={annotations.mayView && annotations.hasActivatedCompassPoint}
        openDialog={setDialog}
        downloadAllowance={allowances?.download ?? null}
        onDownloadAnswered={refreshAllowances}
      />

      {comparing && compareShown && comparing.kind === 'HTML' && htmlJob ? (
        <HtmlCompareView
          newer={comparing.newer}
          older={comparing.older}
          job={htmlJob}
          onClose={() => setComparing(null)}
          onEditVersions={() => setDialog('compare')}
          onOpenDocument={openDocument}
          beforePrint={beforePrint}
          printNote={printNote}
        />
      ) : comparing && compareShown && pdfCompare ? (
        <PdfCompareView
          newer={comparing.newer}
          older={comparing.older}
          compare={pdfCompare}
          downloadRedline={async (id) => {
            const file = await api.downloadRedline(http, id);
            saveFile(file.blob, file.fileName);
          }}
          printRedline={(id) => printRedline(id, t('document.compare.heading', { older: comparing.older.designationNo, newer: comparing.newer.designationNo }))}
          onClose={() => setComparing(null)}
          onEditVersions={() => setDialog('compare')}
          printNote={printNote}
        />
      ) : access === 'checking' ? (
        <CircularProgress aria-label={t('document.loading')} />
      ) : (
        <DocumentTabs
          contentCode={contentCode}
          metadata={metadata}
          extras={extras}
          tabs={tabs}
          tab={tab}
          onTab={setActiveTab}
          html={html}
          searchTerm={searchTerm}
          onOpenDocument={openDocument}
          annotations={annotations}
          onFirstPagePainted={wantExtras}
          workItemTracking={account && showTrackWorkItem(tenantConfig, account) ? { needsPersonalSignIn: account.userType === 'COMPANY' && !hasSignedIn } : null}
          seat={seat}
        />
      )}

      {dialog === 'compare' && compareShown && (
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
        <CitationDialog loadTypes={citations.loadTypes} loadText={citations.loadText} exportRis={citations.exportRis} onClose={() => setDialog(null)} />
      )}
      {dialog === 'share' && (
        <ShareDialog
          http={http}
          document={{ contentId: metadata.contentId, contentCode: metadata.contentCode, title: `${metadata.displayDesignation}: ${metadata.title}` }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'noPdf' && <NoPdfDialog tenant={tenantConfig} onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && 'title' in dialog && <MessageDialog title={dialog.title} message={dialog.message} onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && 'allowance' in dialog && <AllowanceRefusalDialog refusal={dialog.allowance} onClose={() => setDialog(null)} />}
      {dialog && typeof dialog === 'object' && 'seats' in dialog && <SeatRefusalDialog refusal={dialog.seats} onWatch={seat.watch} onClose={() => setDialog(null)} />}
    </Box>
  );
}
