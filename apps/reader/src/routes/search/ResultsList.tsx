import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { statusStyle, type SearchDocument } from '@codex/domain';
import { termLabel, useI18n } from '@codex/i18n';

export const documentPath = (contentCode: string): string => `/document?contentCode=${encodeURIComponent(contentCode)}`;

/** Status badge styles of spec section 4: Active/Adopted/Current normal, Previous its own, the rest withdrawn. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const style = statusStyle(status);
  const colors = {
    normal: { bgcolor: 'success.main', color: 'success.contrastText', borderColor: 'success.main' },
    previous: { bgcolor: 'warning.light', color: 'text.primary', borderColor: 'warning.main' },
    withdrawn: { bgcolor: 'background.paper', color: 'error.dark', borderColor: 'error.main', textDecoration: 'line-through' },
  }[style];
  return <Chip size="small" variant="outlined" label={termLabel(t, 'status', status)} data-status-style={style} sx={{ fontWeight: 600, ...colors }} />;
}

/** The language's own name in the reader's locale ('en' -> 'English'); the code when the browser cannot name it. */
function languageName(code: string, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Links shown per list before the rest is summed up; a family can have dozens of versions. */
export const LINKS_SHOWN = 6;

function LinkList({ label, links: all, moreTo }: { label: string; links: { contentCode: string; text: string }[]; moreTo?: string }) {
  const { t } = useI18n();
  if (all.length === 0) return null;
  const links = all.slice(0, LINKS_SHOWN);
  const more = all.length - links.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, alignItems: 'baseline' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Box component="ul" sx={{ display: 'contents', listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <Box component="li" key={link.contentCode} sx={{ display: 'inline' }}>
            {/* At least 24 px each way (WCAG 2.2 target size), also in Arabic's shorter lines. */}
            <Link component={RouterLink} to={documentPath(link.contentCode)} variant="body2" dir="auto" sx={{ display: 'inline-block', minHeight: 24, minWidth: 24, lineHeight: '24px' }}>
              {link.text}
            </Link>
          </Box>
        ))}
        {more > 0 && moreTo ? (
          <Box component="li" sx={{ display: 'inline' }}>
            <Link component={RouterLink} to={moreTo} variant="body2" color="text.secondary" sx={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>
              {t('search.result.more', { count: more })}
            </Link>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

interface ResultItemProps {
  document: SearchDocument;
  onDownload?: (document: SearchDocument) => void;
  downloading?: boolean;
}

/** One search result with every field of the spec's search result entity. */
export function ResultItem({ document: doc, onDownload, downloading = false }: ResultItemProps) {
  const { t, formatDate, locale } = useI18n();
  const dates = [
    { label: t('search.result.published'), value: doc.publishDate },
    { label: t('search.result.lastUpdated'), value: doc.lastUpdateDate },
    { label: t('search.result.publishedOnline'), value: doc.publishedOnlineDate },
  ].filter((entry) => entry.value);
  const seen = new Set([doc.contentCode]);
  // The same version can come twice from a family's links; each is listed once.
  const otherVersions = (doc.connections?.versions ?? []).filter((version) => !seen.has(version.contentCode) && Boolean(seen.add(version.contentCode)));
  const designation = doc.displayDesignation || doc.designationNo;
  return (
    <Box component="article" aria-labelledby={`result-${doc.contentCode}`} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={termLabel(t, 'documentType', doc.documentType)} />
        <Chip size="small" variant="outlined" label={doc.publisherName} />
        <StatusBadge status={doc.status} />
      </Stack>
      <Typography id={`result-${doc.contentCode}`} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        {/* A designation is one word to the eye: never broken, inside a number (RFC 91|10) or at its spaces and hyphens (SP 800-|53), also at 375 px. */}
        <Link component={RouterLink} to={documentPath(doc.contentCode)} underline="hover" dir="auto" sx={{ whiteSpace: 'nowrap', overflowWrap: 'normal', wordBreak: 'keep-all' }}>
          {designation}
        </Link>
        <Box component="span" dir="auto" sx={{ display: 'block', fontWeight: 400, fontSize: '1rem', mt: 0.25 }}>
          {doc.documentTitle}
        </Box>
      </Typography>
      {doc.description ? (
        <Typography variant="body2" dir="auto" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {doc.description}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0, mt: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, ml: 0.5 } }}>
        {dates.map((entry) => (
          <Box key={entry.label} sx={{ display: 'flex' }}>
            <Typography component="dt" variant="body2">
              {entry.label}:
            </Typography>
            <Typography component="dd" variant="body2">
              {formatDate(entry.value, 'MMM DD, YYYY')}
            </Typography>
          </Box>
        ))}
        {doc.language ? (
          <Box sx={{ display: 'flex' }}>
            <Typography component="dt" variant="body2">
              {t('search.result.language')}:
            </Typography>
            <Typography component="dd" variant="body2">
              {languageName(doc.language, locale)}
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Stack spacing={0.25} sx={{ mt: 0.5 }}>
        <LinkList label={t('search.result.translations')} links={(doc.translations ?? []).map((tr) => ({ contentCode: tr.contentCode, text: tr.displayCode }))} />
        <LinkList label={t('search.result.versions')} links={otherVersions.map((v) => ({ contentCode: v.contentCode, text: v.designationNo }))} moreTo={documentPath(doc.contentCode)} />
        <LinkList label={t('search.result.supplements')} links={(doc.supplements ?? []).map((s) => ({ contentCode: s.contentCode, text: s.displayDesignation }))} />
      </Stack>
      {onDownload ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => onDownload(doc)}
          disabled={downloading}
          aria-label={t('search.result.downloadLabel', { designation })}
          sx={{ mt: 1 }}
        >
          {downloading ? t('search.result.downloading') : t('search.result.download')}
        </Button>
      ) : null}
    </Box>
  );
}

interface ResultsListProps {
  documents: SearchDocument[];
  /** Number of the first result on this page (1-based), so screen readers announce positions across pages. */
  start: number;
  onDownload?: (document: SearchDocument) => void;
  downloadingCode?: string | null;
}

export function ResultsList({ documents, start, onDownload, downloadingCode = null }: ResultsListProps) {
  const { t } = useI18n();
  return (
    <Box component="ol" start={start} aria-label={t('search.results.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {documents.map((doc) => (
        <li key={doc.contentCode}>
          <ResultItem document={doc} onDownload={onDownload} downloading={downloadingCode === doc.contentCode} />
        </li>
      ))}
    </Box>
  );
}
