import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { statusStyle } from '@codex/domain';
import type { DocumentPageMetadata, Translation } from '@codex/data';
import { termLabel, useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';
import { documentPath } from './DocumentPanels.js';

/** The heading names the document the way search shows it: "RFC 9110" and its title. */
export function DocumentHeading({ metadata }: { metadata: DocumentPageMetadata }) {
  return (
    <PageHeading text={`${metadata.displayDesignation}: ${metadata.title}`} sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
      {/* "RFC 9110: HTTP Semantics" is the publisher's name for it: one run in its own direction, colon included. */}
      <bdi>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {metadata.displayDesignation}
        </Box>
        {': '}
        {metadata.title}
      </bdi>
    </PageHeading>
  );
}

/** A designation ("RFC 7538") is one word to a reader: a narrow screen breaks the list between designations, not inside one. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Under the heading: the badges, the dates, publisher, pages, authors, what replaced it, its versions and translations, and the abstract. */
export function DocumentFacts({ metadata, translations }: { metadata: DocumentPageMetadata; translations: Translation[] }) {
  const { t, formatDate } = useI18n();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={termLabel(t, 'documentType', metadata.documentType)} size="small" />
        <Chip label={metadata.publisherCode} size="small" variant="outlined" />
        <Chip
          label={termLabel(t, 'status', metadata.status)}
          size="small"
          color={statusStyle(metadata.status) === 'normal' ? 'success' : 'default'}
          // MUI's filled warning chip (white on orange) fails the contrast check: dark text on the light warning colour.
          sx={statusStyle(metadata.status) === 'previous' ? { bgcolor: 'warning.light', color: 'common.black' } : undefined}
          data-status-style={statusStyle(metadata.status)}
        />
        {metadata.classification && <Chip label={termLabel(t, 'classification', metadata.classification)} size="small" variant="outlined" />}
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
            <dd style={{ margin: 0 }}>
              <bdi>{metadata.authors.join(', ')}</bdi>
            </dd>
          </>
        )}
        {metadata.replacedByChain.length > 0 && (
          <>
            <dt>{t('document.meta.replacedBy')}</dt>
            <dd style={{ margin: 0 }}>
              {metadata.replacedByChain[0].map((link, index) => (
                <span key={link.contentCode}>
                  {index > 0 && ', '}
                  <Link component={RouterLink} to={documentPath(link.contentCode)} sx={NO_WRAP}>
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
                    <strong aria-current="page" style={NO_WRAP}>
                      {version.designationNo}
                    </strong>
                  ) : (
                    <Link component={RouterLink} to={documentPath(version.contentCode)} sx={NO_WRAP}>
                      {version.designationNo}
                    </Link>
                  )}
                </span>
              ))}
            </dd>
          </>
        )}
        {translations.length > 0 && (
          <>
            <dt>{t('document.meta.translations')}</dt>
            <dd style={{ margin: 0 }}>
              {translations.map((translation) => (
                <Link key={translation.contentCode} component={RouterLink} to={documentPath(translation.contentCode)} sx={{ mr: 1 }}>
                  {translation.displayCode}
                </Link>
              ))}
            </dd>
          </>
        )}
      </Box>
      {metadata.abstract && (
        // The publisher's text keeps its own direction (and its full stop at its end) inside an Arabic page.
        <Typography dir="auto" sx={{ maxWidth: '80ch' }}>
          {metadata.abstract}
        </Typography>
      )}
    </>
  );
}
