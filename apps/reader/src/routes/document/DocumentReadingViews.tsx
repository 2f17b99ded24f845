import type { RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { DocumentPageMetadata } from '@codex/data';
import { useI18n } from '@codex/i18n';
import type { AnnotationLayers } from '../../features/viewer/index.js';
import { HtmlFrame, scrollFrameTo } from '../../features/viewer/index.js';
import { PdfViewer } from '../../features/viewer/index.js';
import { loadPdfEngine, type PdfSource } from '../../features/viewer/index.js';
import type { DocumentExtras } from './useDocument.js';

interface PdfTabProps {
  getSource: () => Promise<PdfSource>;
  searchTerm: string;
  /** The compass point and note highlights, when the user has them. */
  layers: AnnotationLayers | null;
  requestedPage: { page: number } | null;
  onFirstPagePainted?: () => void;
  /** The PDF was refused by a limit: is the reader's seat still held? */
  onRateLimited?: () => void;
}

/** The PDF tab: the viewer, with the highlights drawn over its pages and selections read from its text layer. */
export function PdfTab({ getSource, searchTerm, layers, requestedPage, onFirstPagePainted, onRateLimited }: PdfTabProps) {
  const viewer = (
    <PdfViewer
      getSource={getSource}
      loadEngine={loadPdfEngine}
      initialQuery={searchTerm}
      decorator={layers?.pdfDecorator}
      requestedPage={requestedPage}
      onFirstPagePainted={onFirstPagePainted}
      onRateLimited={onRateLimited}
    />
  );
  return layers ? <Box {...layers.pdfEvents}>{viewer}</Box> : viewer;
}

interface HtmlTabProps {
  metadata: DocumentPageMetadata;
  extras: DocumentExtras;
  /** The HTML rendition: null while it loads, '' when it failed. */
  html: string | null;
  frameRef: RefObject<HTMLIFrameElement | null>;
  layers: AnnotationLayers | null;
  onOpenDocument: (path: string) => void;
}

/** The HTML tab: the sections list beside the rendition's frame, in which the highlights are drawn. */
export function HtmlTab({ metadata, extras, html, frameRef, layers, onOpenDocument }: HtmlTabProps) {
  const { t } = useI18n();
  if (html === null) return <CircularProgress aria-label={t('document.loading')} />;
  if (html === '') return <Alert severity="error">{t('document.html.failed')}</Alert>;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {extras.related && extras.related.sections.length > 0 && (
        <Box component="nav" aria-label={t('document.html.sections')} sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0, position: 'sticky', top: 'calc(var(--codex-header-height, 64px) + 8px)', maxHeight: '80vh', overflow: 'auto', p: 0.5 }}>
          {extras.related.sections.map((section) =>
            section.anchor ? (
              <Link key={section.anchor} component="button" onClick={() => scrollFrameTo(frameRef.current, section.anchor!, { focus: true })} sx={{ display: 'block', textAlign: 'start', mb: 0.5 }}>
                {section.designationOrFamily} {section.title}
              </Link>
            ) : null,
          )}
        </Box>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <HtmlFrame
          html={html}
          title={t('document.html.frameTitle', { designation: metadata.displayDesignation })}
          onOpenDocument={onOpenDocument}
          frameRef={frameRef}
          onFrameDocument={layers?.onFrameDocument}
        />
      </Box>
    </Box>
  );
}
