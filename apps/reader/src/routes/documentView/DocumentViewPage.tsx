import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { fetchDocumentMetadata, fetchProtectedPage, fetchProtectedPageCount } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { InlineArrow, PageHeading, useAppServices } from '@codex/ui';
import { RouteGuard } from '../../app/RouteGuard.js';
import { useRemote } from '../../features/remote/index.js';
import { SeatGated } from '../../features/licenceMeter/index.js';
import { PROTECTED_PRINT_ID, ProtectedPrint } from './ProtectedPrint.js';

/** Keys that would print or save the page: Ctrl/Cmd + P and Ctrl/Cmd + S. */
export const isBlockedShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  (event.ctrlKey || event.metaKey) && ['p', 's'].includes(event.key.toLowerCase());

/**
 * The protected-content viewer for drm-view users, in its own shell: pages arrive as images the server
 * rendered with a watermark; nothing here offers a download, text cannot be selected, and the browser's own printing
 * shows a blank sheet. Print is offered only under a print allowance, each print counted (ProtectedPrint, docs/adr/0066).
 * The pages wait for the reader's seat (docs/adr/0065). The shell has no header, so the page itself says which document
 * this is and leads back to the library.
 */
export function DocumentViewPage() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const contentCode = searchParams.get('contentCode') ?? searchParams.get('contentcode') ?? '';
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3 } }}>
      {/* A printer sees only the sheets of a print the allowance counted (ProtectedPrint); otherwise a blank sheet. */}
      <GlobalStyles
        styles={{
          [`#${PROTECTED_PRINT_ID}`]: { display: 'none' },
          '@media print': { [`body > *:not(#${PROTECTED_PRINT_ID})`]: { display: 'none !important' }, [`#${PROTECTED_PRINT_ID}`]: { display: 'block' } },
        }}
      />
      <RouteGuard route="documentView">
        <Box sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
            <InlineArrow towards="start" fontSize="small" aria-hidden />
            {t('document.protected.back')}
          </Link>
          <PageHeading variant="h5" text={t('routes.documentView')} />
          {contentCode && <DocumentName contentCode={contentCode} />}
        </Box>
        {contentCode ? (
          // The pages are the full text: they wait for the reader's seat, kept while the viewer stays open.
          <SeatGated contentCode={contentCode}>
            <ProtectedPages contentCode={contentCode} />
          </SeatGated>
        ) : (
          <Alert severity="warning">{t('document.noContent.message')}</Alert>
        )}
      </RouteGuard>
    </Box>
  );
}

/** "RFC 8446: The Transport Layer Security (TLS) Protocol Version 1.3" under the heading, once the metadata is in. */
function DocumentName({ contentCode }: { contentCode: string }) {
  const { http } = useAppServices();
  // Without the name the pages still say what they are; the pages' own failure is the one shown.
  const name = useRemote(contentCode, () => fetchDocumentMetadata(http, contentCode)).data;
  if (!name) return null;
  return (
    <Typography component="p" variant="subtitle1" data-testid="protected-document-name">
      <bdi>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {name.displayDesignation}
        </Box>
        {': '}
        {name.title}
      </bdi>
    </Typography>
  );
}

function ProtectedPages({ contentCode }: { contentCode: string }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stale = false;
    fetchProtectedPageCount(http, contentCode)
      .then((count) => !stale && setPageCount(count))
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, [http, contentCode]);

  useEffect(() => {
    const block = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    const noMenu = (event: Event) => event.preventDefault();
    window.addEventListener('keydown', block, true);
    document.addEventListener('contextmenu', noMenu);
    return () => {
      window.removeEventListener('keydown', block, true);
      document.removeEventListener('contextmenu', noMenu);
    };
  }, []);

  if (failed) return <Alert severity="error">{t('document.protected.failed')}</Alert>;
  if (pageCount === null) return <CircularProgress aria-label={t('document.loading')} />;
  return (
    <Box
      data-testid="protected-viewer"
      sx={{ userSelect: 'none', WebkitUserSelect: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
      onCopy={(event) => event.preventDefault()}
      onDragStart={(event) => event.preventDefault()}
    >
      <ProtectedPrint contentCode={contentCode} pageCount={pageCount} />
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
        <ProtectedPage key={page} contentCode={contentCode} pageNumber={page} />
      ))}
    </Box>
  );
}

function ProtectedPage({ contentCode, pageNumber }: { contentCode: string; pageNumber: number }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(pageNumber === 1);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const label = t('document.pdf.pageLabel', { page: pageNumber });

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let url: string | null = null;
    let stale = false;
    fetchProtectedPage(http, contentCode, pageNumber)
      .then((blob) => {
        if (stale) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [near, http, contentCode, pageNumber, attempt]);

  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return (
    <Box ref={box} role="group" aria-label={label} sx={{ width: '100%', maxWidth: 820, minHeight: src ? 0 : 1000, bgcolor: '#fff', boxShadow: 1 }}>
      {src && <img src={src} alt={label} draggable={false} style={{ width: '100%', display: 'block', pointerEvents: 'none' }} />}
      {failed && (
        // One page that did not arrive (a dropped connection, a seat lost meanwhile) says so and can be asked for again.
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={retry}>{t('document.protected.retry')}</Button>}>
          {t('document.protected.pageFailed', { page: pageNumber })}
        </Alert>
      )}
    </Box>
  );
}
