import { useState } from 'react';
import type { AxiosInstance } from 'axios';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import * as api from '@codex/data';
import type { DocumentDetails, PublisherDetails } from '@codex/data';
import { useI18n } from '@codex/i18n';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; details: DocumentDetails; publisher: PublisherDetails };

/** The common details as label key and values, leaving out what the document does not record. */
export function detailRows(d: DocumentDetails): { key: string; values: string[] }[] {
  const rows: [string, (string | null | undefined)[]][] = [
    ['assetId', [d.assetId]],
    ['doi', [d.doi]],
    ['isbn', [d.isbnEb]],
    ['issn', [d.issn]],
    ['committee', [d.mainWithSubCommittee ?? d.mainCommittee]],
    ['committeeSponsor', [d.committeeSponsor]],
    ['volume', [d.volumeNumber]],
    ['primaryTopic', [d.primaryTopic]],
    ['conference', [[d.conferenceName, d.conferenceLocation].filter(Boolean).join(', ') || null]],
    ['meetingDate', [d.meetingDate]],
    ['session', [d.session]],
    ['fundingOrganization', [d.fundingOrganization]],
    ['received', [d.histReceivedDate]],
    ['accepted', [d.histAcceptedDate]],
    ['equivalents', d.equivalentList],
    ['notes', d.noteList],
    ['language', [d.language]],
  ];
  return rows.map(([key, values]) => ({ key, values: values.filter((v): v is string => !!v && v.trim() !== '') })).filter((row) => row.values.length > 0);
}

/** A publisher's label as a message key ("Working group" -> document.details.items.Workinggroup); unknown labels show as given. */
const itemKey = (label: string) => `document.details.items.${label.replace(/[^A-Za-z]/g, '')}`;

function DetailList({ rows }: { rows: { label: string; values: string[] }[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {/* A DOI or an identifier keeps its own direction in an Arabic page ("10.17487/RFC9110", not reversed). */}
            {row.values.map((value) => (
              <div key={value}>
                <bdi>{value}</bdi>
              </div>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * "Document details": the common details (additional-details) and what the publisher records (additional-details-by-
 * publisher), asked the first time the reader opens the section; what the catalogue does not record is left out, and
 * a document with nothing more says so.
 */
export function DocumentDetailsPanel({ http, contentCode }: { http: AxiosInstance; contentCode: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // Asked the first time the section opens (again after a failure), not with the page.
  const toggle = (expanded: boolean) => {
    setOpen(expanded);
    if (!expanded || (loaded && loaded.status !== 'failed')) return;
    setLoaded({ status: 'loading' });
    Promise.all([api.fetchDocumentDetails(http, contentCode), api.fetchPublisherDetails(http, contentCode)]).then(
      ([details, publisher]) => setLoaded({ status: 'ready', details, publisher }),
      () => setLoaded({ status: 'failed' }),
    );
  };

  const translated = (key: string, fallback: string) => {
    const text = t(key);
    return text === key ? fallback : text;
  };

  return (
    <Accordion expanded={open} onChange={(_event, expanded) => toggle(expanded)} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="document-details-content" id="document-details-heading">
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          {t('document.details.heading')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="document-details-content">
        {(!loaded || loaded.status === 'loading') && <CircularProgress size={24} aria-label={t('document.loading')} />}
        {loaded?.status === 'failed' && <Alert severity="warning">{t('document.details.failed')}</Alert>}
        {loaded?.status === 'ready' && (
          <ReadyDetails details={loaded.details} publisher={loaded.publisher} translated={translated} />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function ReadyDetails({ details, publisher, translated }: { details: DocumentDetails; publisher: PublisherDetails; translated: (key: string, fallback: string) => string }) {
  const { t } = useI18n();
  const common = detailRows(details).map((row) => ({ label: t(`document.details.fields.${row.key}`), values: row.values }));
  const byPublisher = publisher.detailItems.map((item) => ({ label: translated(itemKey(item.label), item.label), values: item.values }));
  if (common.length === 0 && byPublisher.length === 0) return <Typography color="text.secondary">{t('document.details.none')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {common.length > 0 && <DetailList rows={common} />}
      {byPublisher.length > 0 && (
        <Box component="section" aria-labelledby="document-details-publisher">
          <Typography id="document-details-publisher" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {translated(publisher.titleKey, publisher.titleKey)}
          </Typography>
          <DetailList rows={byPublisher} />
        </Box>
      )}
    </Box>
  );
}
