import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AccountSession } from '@codex/domain';
import * as api from '@codex/data';
import type { DocumentPageMetadata, TenantUiConfig } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { visibleTabs, type TabId } from './documentRules.js';
import { AnnotationsActions, DocumentCompassPointsPanel } from '../../features/compassPoints/index.js';
import { SeatGate, type Seat } from '../../features/licenceMeter/index.js';
import { AnnotationDialogs, useAnnotationDialog } from '../../features/viewer/index.js';
import { SelectionToolbar } from '../../features/viewer/index.js';
import { useAnnotationLayers } from '../../features/viewer/index.js';
import type { DocumentAnnotations } from '../../features/viewer/index.js';
import { RelatedContentPanel, WorkItemsPanel } from './DocumentPanels.js';
import type { WorkItemTrackingAccess } from './WorkItemTracking.js';
import { DocumentMediaTab } from './DocumentMedia.js';
import { HtmlTab, PdfTab } from './DocumentReadingViews.js';
import { scrollFrameTo } from '../../features/viewer/index.js';
import type { DocumentExtras } from './useDocument.js';

/** What the tabs need to know of compass points: may the user have them, the document's flags, the tab of annotationid. */
export interface CompassPointTabInputs {
  available: boolean;
  hasActivatedCompassPoint: boolean;
  hasDeactivatedCompassPoint: boolean;
  /** The tab that shows the compass point or note the URL names (PDF when it was made there). */
  preferredTab: TabId | null;
}

/**
 * The tabs the document shows and the one open: the one chosen while it is shown, otherwise the one showing the
 * URL's annotation, otherwise the first.
 */
export function useDocumentTabs(
  metadata: DocumentPageMetadata | null,
  extras: DocumentExtras,
  tenantConfig: TenantUiConfig,
  account: AccountSession | null,
  compassPoints: CompassPointTabInputs,
) {
  const [activeTab, setActiveTab] = useState<TabId | null>(null);
  const relatedCount = extras.related ? api.RELATED_SECTIONS.reduce((sum, section) => sum + extras.related![section].length, 0) : 0;
  const tabs = useMemo(
    () =>
      metadata
        ? visibleTabs({
            metadata: { ...metadata, hasActivatedCompassPoint: compassPoints.hasActivatedCompassPoint, hasDeactivatedCompassPoint: compassPoints.hasDeactivatedCompassPoint },
            tenant: tenantConfig,
            account,
            workItemCount: extras.workItems.length,
            videoCount: extras.videos.length,
            eLearningCount: extras.eLearning.length,
            relatedCount,
            compassPointsAvailable: compassPoints.available,
          })
        : [],
    [metadata, tenantConfig, account, extras, relatedCount, compassPoints.available, compassPoints.hasActivatedCompassPoint, compassPoints.hasDeactivatedCompassPoint],
  );
  const preferred = compassPoints.preferredTab && tabs.includes(compassPoints.preferredTab) ? compassPoints.preferredTab : null;
  const tab = activeTab && tabs.includes(activeTab) ? activeTab : (preferred ?? tabs[0] ?? null);
  return { tabs, tab, setActiveTab };
}

const TABS_ID = 'document-tabs';

/** The open content tab (PDF, HTML, ...): where "Skip to document" goes; the tab list's first control when none is open. */
export function openTabOf(): HTMLElement | null {
  const tabs = document.getElementById(TABS_ID);
  return tabs?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? tabs?.querySelector<HTMLElement>('[role="tab"]') ?? null;
}

interface DocumentTabsProps {
  /** As the page's address names it: the PDF is asked for by it. */
  contentCode: string;
  metadata: DocumentPageMetadata;
  extras: DocumentExtras;
  tabs: TabId[];
  tab: TabId | null;
  onTab: (tab: TabId) => void;
  /** The HTML rendition: null while it loads, '' when it failed. */
  html: string | null;
  /** The search term the reader came with, highlighted in the PDF. */
  searchTerm: string;
  onOpenDocument: (path: string) => void;
  /** The document's compass points and notes. */
  annotations: DocumentAnnotations;
  /** Told once the PDF's first page is on screen. */
  onFirstPagePainted?: () => void;
  /** The work items' "Track work item" switches, where the user may track (null hides them). */
  workItemTracking?: WorkItemTrackingAccess | null;
  /** The reader's seat: the PDF and HTML tabs show the full text only once it is held (or none is needed). */
  seat: Seat;
}

/**
 * The content tabs (PDF, HTML, work items, visual content, training, related, compass points) and the open tab's
 * panel; in the PDF and HTML tabs, the compass point and note highlights, the toolbar of a selection and their dialogs.
 */
export function DocumentTabs(props: DocumentTabsProps) {
  const { contentCode, metadata, extras, tabs, tab, onTab, html, searchTerm, onOpenDocument, annotations, onFirstPagePainted, workItemTracking = null, seat } = props;
  const { t } = useI18n();
  const { signIn } = useAppServices();
  const htmlFrame = useRef<HTMLIFrameElement | null>(null);
  const getPdfSource = useCallback(
    async () => ({
      url: `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(contentCode)}`,
      headers: await api.standardRequestHeaders(signIn),
    }),
    [contentCode, signIn],
  );
  const { dialog, setDialog, openKey } = useAnnotationDialog(annotations);
  const { target } = annotations;
  // The URL's annotation is gone to once; afterwards the reader scrolls freely (it stays marked).
  const [targetShown, setTargetShown] = useState<string | null>(null);
  const requestedPage = useMemo(() => (target && target.page !== null && targetShown !== target.key ? { page: target.page } : null), [target, targetShown]);
  const layers = useAnnotationLayers({
    annotations: annotations.annotations,
    focusedKey: target?.key ?? null,
    onOpen: openKey,
    justSavedKey: annotations.justSavedKey,
    onJustSavedDrawn: annotations.onJustSavedDrawn,
    onFocusedShown: () => setTargetShown(target?.key ?? null),
    frameRef: htmlFrame,
  });
  const shownLayers = annotations.mayView ? layers : null;
  const { selection } = layers;
  // Focus goes back to the frame the text was selected in, so the dialog returns it there when it closes.
  const returnToSelection = () => {
    if (selection?.source === 'html') htmlFrame.current?.focus();
  };
  const finishWithSelection = () => {
    returnToSelection();
    // The selection has been used: the next Shift+arrow starts a new one where it ended.
    if (selection?.source === 'html') layers.frameDocument?.getSelection()?.collapseToEnd();
    layers.clearSelection();
  };

  return (
    <Box>
      <Tabs id={TABS_ID} value={tab ?? false} onChange={(_event, value: TabId) => onTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('document.tabs.label')}>
        {tabs.map((id) => (
          <Tab key={id} value={id} label={t(`document.tabs.${id}`)} id={`document-tab-${id}`} aria-controls={`document-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`document-panel-${tab}`} aria-labelledby={`document-tab-${tab}`} sx={{ pt: 2 }}>
        {annotations.status === 'failed' && (tab === 'PDF' || tab === 'HTML') && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('document.annotations.loadFailed')}
          </Alert>
        )}
        {(tab === 'PDF' || tab === 'HTML') && annotations.mayAddCompassPoint && annotations.status === 'ready' && !tabs.includes('COMPASS_POINTS') && (
          // No compass points yet, so no Compass Points tab: the first ones can still come from a W3C annotation file.
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('compassPoint.annotations.firstImport')}
            </Typography>
            <AnnotationsActions contentCode={contentCode} importOnly onImported={() => void annotations.compassPointsImported()} />
          </Stack>
        )}
        {(tab === 'PDF' || tab === 'HTML') && (
          <SeatGate seat={seat}>
            {tab === 'PDF' ? (
              <PdfTab
                key={contentCode}
                getSource={getPdfSource}
                searchTerm={searchTerm}
                layers={shownLayers}
                requestedPage={requestedPage}
                onFirstPagePainted={onFirstPagePainted}
                onRateLimited={seat.askAgain}
              />
            ) : (
              <HtmlTab metadata={metadata} extras={extras} html={html} frameRef={htmlFrame} layers={shownLayers} onOpenDocument={onOpenDocument} />
            )}
          </SeatGate>
        )}
        {(tab === 'PDF' || tab === 'HTML') && shownLayers && seat.state.status === 'open' && (
          <SelectionToolbar
            selection={selection && selection.source === (tab === 'PDF' ? 'pdf' : 'html') ? selection : null}
            canAddCompassPoint={annotations.mayAddCompassPoint}
            canAddNote={annotations.mayAddNote}
            frameDocument={selection?.source === 'html' ? layers.frameDocument : null}
            onReturn={returnToSelection}
            onAddCompassPoint={() => {
              if (selection) setDialog({ kind: 'addCompassPoint', selection: selection.selection });
              finishWithSelection();
            }}
            onAddNote={() => {
              if (selection) setDialog({ kind: 'addNote', selection: selection.selection });
              finishWithSelection();
            }}
          />
        )}
        {tab === 'WORK_ITEMS' && <WorkItemsPanel items={extras.workItems} tracking={workItemTracking} />}
        {(tab === 'VISUAL_CONTENT' || tab === 'TRAINING') && (
          <DocumentMediaTab contentId={metadata.contentId} videos={extras.videos} eLearning={tab === 'TRAINING' ? extras.eLearning : []} />
        )}
        {tab === 'RELATED' && extras.related && (
          <RelatedContentPanel
            related={extras.related}
            onSection={(anchor) => {
              onTab('HTML');
              window.setTimeout(() => scrollFrameTo(htmlFrame.current, anchor), 1500);
            }}
          />
        )}
        {tab === 'COMPASS_POINTS' && (
          <DocumentCompassPointsPanel
            contentID={metadata.contentId}
            contentCode={metadata.contentCode}
            settings={annotations.settings}
            refreshKey={annotations.revision}
            onOpen={(point) => setDialog({ kind: 'compassPoint', point })}
            onChanged={annotations.compassPointChanged}
            onImported={() => void annotations.compassPointsImported()}
          />
        )}
        {tabs.length === 0 && <Alert severity="info">{t('document.noContent.message')}</Alert>}
      </Box>
      {shownLayers && (
        <AnnotationDialogs annotations={annotations} dialog={dialog} onClose={() => setDialog(null)} onShowCompassPoint={(point) => setDialog({ kind: 'compassPoint', point })} />
      )}
    </Box>
  );
}
