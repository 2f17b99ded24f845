import { useCallback, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { AccountSession } from '@codex/domain';
import * as api from '@codex/data';
import type { DocumentPageMetadata, TenantUiConfig } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { visibleTabs, type TabId } from './documentRules.js';
import { MediaPanel, RelatedContentPanel, WorkItemsPanel } from './DocumentPanels.js';
import { HtmlFrame, scrollFrameTo } from './html/HtmlFrame.js';
import { PdfViewer } from './pdf/PdfViewer.js';
import { loadPdfEngine } from './pdf/pdfEngine.js';
import type { DocumentExtras } from './useDocument.js';

/** The tabs the document shows and the one open: the one chosen while it is shown, otherwise the first. */
export function useDocumentTabs(metadata: DocumentPageMetadata | null, extras: DocumentExtras, tenantConfig: TenantUiConfig, account: AccountSession | null) {
  const [activeTab, setActiveTab] = useState<TabId | null>(null);
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
  return { tabs, tab, setActiveTab };
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
}

/** The content tabs (PDF, HTML, work items, visual content, training, related) and the open tab's panel. */
export function DocumentTabs({ contentCode, metadata, extras, tabs, tab, onTab, html, searchTerm, onOpenDocument }: DocumentTabsProps) {
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

  return (
    <Box>
      <Tabs value={tab ?? false} onChange={(_event, value: TabId) => onTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('document.tabs.label')}>
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
                <HtmlFrame html={html} title={t('document.html.frameTitle', { designation: metadata.displayDesignation })} onOpenDocument={onOpenDocument} frameRef={htmlFrame} />
              </Box>
            </Box>
          ))}
        {tab === 'WORK_ITEMS' && <WorkItemsPanel items={extras.workItems} />}
        {(tab === 'VISUAL_CONTENT' || tab === 'TRAINING') && <MediaPanel videos={extras.videos} eLearning={tab === 'TRAINING' ? extras.eLearning : []} />}
        {tab === 'RELATED' && extras.related && (
          <RelatedContentPanel
            related={extras.related}
            onSection={(anchor) => {
              onTab('HTML');
              window.setTimeout(() => scrollFrameTo(htmlFrame.current, anchor), 1500);
            }}
          />
        )}
        {tabs.length === 0 && <Alert severity="info">{t('document.noContent.message')}</Alert>}
      </Box>
    </Box>
  );
}
