import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { helpDocumentFormat, MARC_FORMATS, type MarcCollectionInfo } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices, useNotify } from '@codex/ui';
import { saveDownload } from '../../features/files/index.js';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { fetchHelpDocumentTitles, fetchMarcCollections } from './userResourcesApi.js';

const DISCOVERY_VENDORS = ['clarivate', 'compendex', 'ebsco', 'exlibris', 'googleScholar', 'inspec', 'oclc', 'proquest', 'scopus', 'tdnet'] as const;
const VENDOR_NAMES: Record<(typeof DISCOVERY_VENDORS)[number], string> = {
  clarivate: 'Clarivate',
  compendex: 'Compendex',
  ebsco: 'EBSCO',
  exlibris: 'Ex Libris',
  googleScholar: 'Google Scholar',
  inspec: 'Inspec',
  oclc: 'OCLC',
  proquest: 'ProQuest',
  scopus: 'Scopus',
  tdnet: 'TDNet',
};
const DOI_KINDS = ['journals', 'monographs', 'monographChapters', 'stps', 'stpPapers', 'manuals', 'manualChapters'] as const;
/** The spec's downloads first, in its order, then the other guides the server has. */
const DOWNLOAD_ORDER = ['terms-of-use', 'license-agreement', 'standards-link-resolvers', 'digital-library-titles'];
const byDownloadOrder = (a: string, b: string) => {
  const rank = (title: string) => (DOWNLOAD_ORDER.includes(title) ? DOWNLOAD_ORDER.indexOf(title) : DOWNLOAD_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};
const SECTIONS = ['libraryServices', 'administrators', 'authors', 'researchers', 'tips'] as const;
const LIBRARY_ITEMS = ['counter', 'discovery', 'marc', 'doi', 'reprints', 'shibboleth', 'activeDirectory'] as const;

/** /user-resources: the Support page of the standards-body tenant. */
export function UserResourcesPage() {
  const { t } = useI18n();
  const { http, tenantConfig } = useAppServices();
  const notify = useNotify();
  const [collections, setCollections] = useState<{ status: 'loading' | 'ready' | 'failed'; list: MarcCollectionInfo[] }>({ status: 'loading', list: [] });
  const marcOn = tenantConfig.kind === 'standards-body';
  const helpTitles = useRemote('help', () => fetchHelpDocumentTitles(http));

  useEffect(() => {
    if (!marcOn) return;
    let current = true;
    fetchMarcCollections(http).then(
      (list) => current && setCollections({ status: 'ready', list }),
      () => current && setCollections({ status: 'failed', list: [] }),
    );
    return () => {
      current = false;
    };
  }, [http, marcOn]);

  const download = (url: string, params: Record<string, string>, fallbackName: string) => {
    saveDownload(http, url, fallbackName, params).then(
      (saved) => {
        if (saved.size === 0) notify({ type: 'ERROR', message: t('userResources.emptyFile') });
      },
      () => undefined,
    );
  };
  // The guides and the licence agreement are PDFs; the two title lists CSV (the server makes them from the catalogue).
  const helpDownload = (title: string) => {
    const format = helpDocumentFormat(title);
    download('/api/documents/getHelpDocument', { title, format }, `${title}.${format}`);
  };
  const tipsArticles = tenantConfig['tips-articles'] ?? [];
  const marcDownload = (title: string, format: string) => download('/api/documents/getMarcDocument', { title, format }, `${title}.${format}`);
  const items = LIBRARY_ITEMS.filter((item) => item !== 'marc' || marcOn);

  return (
    <Stack spacing={3}>
      <PageHeading text={t('userResources.title')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '16rem 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2} component="aside">
          <Paper variant="outlined" component="nav" aria-labelledby="support-index">
            <Typography id="support-index" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {t('userResources.index')}
            </Typography>
            <List dense>
              {SECTIONS.map((section) => (
                <ListItem key={section}>
                  <Link href={`#support-${section}`}>{t(`userResources.sections.${section}.title`)}</Link>
                </ListItem>
              ))}
            </List>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="support-downloads">
            <Typography id="support-downloads" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {t('userResources.downloads.title')}
            </Typography>
            <List dense>
              {helpTitles.status === 'rejected' ? (
                <ListItem>
                  <RemoteErrorAlert error={helpTitles.error} message={t('home.loadFailed')} />
                </ListItem>
              ) : null}
              {[...(helpTitles.data ?? [])].sort(byDownloadOrder).map((title) => (
                <ListItem key={title}>
                  <Link component="button" type="button" onClick={() => helpDownload(title)} sx={{ textAlign: 'start' }}>
                    {t(`userResources.downloads.${title}`)}
                  </Link>
                </ListItem>
              ))}
              {tenantConfig.eLearningUrl ? (
                <ListItem>
                  <Link href={tenantConfig.eLearningUrl} target="_blank" rel="noopener noreferrer">
                    {t('userResources.downloads.training')}
                  </Link>
                </ListItem>
              ) : null}
            </List>
          </Paper>
        </Stack>

        <Stack spacing={3}>
          <Box component="section" id="support-libraryServices" aria-labelledby="support-libraryServices-title">
            <Typography id="support-libraryServices-title" variant="h5" component="h2" sx={{ mb: 1 }}>
              {t('userResources.sections.libraryServices.title')}
            </Typography>
            {items.map((item) => (
              <Accordion key={item} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`support-${item}-content`} id={`support-${item}-header`}>
                  <Typography component="h3" sx={{ fontWeight: 500 }}>
                    {t(`userResources.library.${item}.title`)}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`support-${item}-content`}>
                  <Typography sx={{ mb: 1 }}>{t(`userResources.library.${item}.text`)}</Typography>
                  {item === 'discovery' ? (
                    <Box component="ul" sx={{ columns: { sm: 2 }, m: 0 }}>
                      {DISCOVERY_VENDORS.map((vendor) => (
                        <li key={vendor}>{VENDOR_NAMES[vendor]}</li>
                      ))}
                    </Box>
                  ) : null}
                  {item === 'discovery' ? (
                    <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{t('userResources.library.discovery.oai', { url: `${window.location.origin}/oai` })}</Typography>
                  ) : null}
                  {item === 'doi' ? (
                    <Box component="ul" sx={{ m: 0 }}>
                      {DOI_KINDS.map((kind) => (
                        <li key={kind}>{t(`userResources.doi.${kind}`)}</li>
                      ))}
                    </Box>
                  ) : null}
                  {item === 'marc' ? <MarcDownloads collections={collections} onDownload={marcDownload} /> : null}
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
          {(['administrators', 'authors', 'researchers', 'tips'] as const).map((section) => (
            <Box key={section} component="section" id={`support-${section}`} aria-labelledby={`support-${section}-title`}>
              <Typography id={`support-${section}-title`} variant="h5" component="h2" sx={{ mb: 1 }}>
                {t(`userResources.sections.${section}.title`)}
              </Typography>
              <Typography>{t(`userResources.sections.${section}.text`)}</Typography>
              {section === 'tips' && tipsArticles.length > 0 ? (
                <Box component="ul" aria-label={t('userResources.sections.tips.articles')} sx={{ mt: 1, mb: 0, pl: 3 }}>
                  {tipsArticles.map((article) => (
                    <li key={article.url}>
                      <Link href={article.url} target="_blank" rel="noopener noreferrer" lang={article.lang}>
                        {article.label}
                      </Link>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t('userResources.opensInNewTab')}
                      </Typography>
                    </li>
                  ))}
                </Box>
              ) : null}
              {section === 'administrators' ? (
                <Link href={`mailto:${tenantConfig.supportEmail}?subject=${encodeURIComponent(t('userResources.sections.administrators.subject'))}`}>
                  {t('userResources.sections.administrators.request')}
                </Link>
              ) : null}
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function MarcDownloads({ collections, onDownload }: { collections: { status: string; list: MarcCollectionInfo[] }; onDownload: (title: string, format: string) => void }) {
  const { t, formatNumber } = useI18n();
  if (collections.status === 'failed') return <Alert severity="error">{t('home.loadFailed')}</Alert>;
  if (collections.status === 'loading') return <Typography color="text.secondary">{t('app.loading')}</Typography>;
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {collections.list.map((collection) => (
        <Stack key={collection.title} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography>
            {collection.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('userResources.marc.records', { count: formatNumber(collection.recordCount) })}
            </Typography>
          </Typography>
          <ButtonGroup size="small" aria-label={t('userResources.marc.formats', { name: collection.name })}>
            {MARC_FORMATS.map((format) => (
              <Button key={format} onClick={() => onDownload(collection.title, format)} aria-label={t('userResources.marc.download', { name: collection.name, format })}>
                {format}
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
