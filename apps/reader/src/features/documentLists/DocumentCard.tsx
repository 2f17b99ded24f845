import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statusStyle } from '@codex/domain';
import { termLabel, useI18n } from '@codex/i18n';
import type { ListedDocument } from './documentListsApi.js';

// A previous edition's chip is dark text on the light warning colour: MUI's filled warning chip (white on orange) fails
// the contrast check.
const STATUS_CHIP = { normal: 'success', previous: 'default', withdrawn: 'default' } as const;

/**
 * The badges of a document card: document type, publisher code and status in the spec's status styles; a tracking of a
 * draft in progress as a work item says so.
 */
export function DocumentBadges({ document }: { document: Pick<ListedDocument, 'documentType' | 'publisherCode' | 'status' | 'workItem'> }) {
  const { t } = useI18n();
  const style = statusStyle(document.status);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {document.documentType ? <Chip size="small" variant="outlined" label={termLabel(t, 'documentType', document.documentType)} /> : null}
      {document.publisherCode ? <Chip size="small" variant="outlined" label={document.publisherCode} /> : null}
      <Chip
        size="small"
        color={STATUS_CHIP[style]}
        label={termLabel(t, 'status', document.status)}
        data-status-style={style}
        sx={style === 'withdrawn' ? { textDecoration: 'line-through' } : style === 'previous' ? { bgcolor: 'warning.light', color: 'common.black' } : undefined}
      />
      {document.workItem ? <Chip size="small" variant="outlined" color="primary" label={t('home.card.workItem')} /> : null}
    </Stack>
  );
}

/** A home card: badges, designation, title and a 'published' or 'last updated' footer. */
export function DocumentCard({ document, footer }: { document: ListedDocument; footer?: 'published' | 'updated' | 'tracking' }) {
  const { t, formatDate } = useI18n();
  const kind = footer ?? (document.lastUpdateDate ? 'updated' : 'published');
  const date =
    kind === 'tracking'
      ? document.trackingSinceDate
      : kind === 'updated'
        ? document.lastUpdateDate
        : (document.publishDate ?? document.publishedOnlineDate);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/document?contentCode=${encodeURIComponent(document.contentCode)}`} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <DocumentBadges document={document} />
          <Typography variant="subtitle2" component="p" color="primary">
            {document.designationNo}
          </Typography>
          <Typography variant="body1" component="h3" dir="auto" sx={{ fontWeight: 500, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {document.documentTitle}
          </Typography>
          {document.changes?.[0] ? (
            <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 500 }}>
              {t('home.card.changed', { summary: document.changes[0].summary, date: formatDate(document.changes[0].detectedAt, 'MMM DD, YYYY') })}
            </Typography>
          ) : null}
          {date ? (
            <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
              {t(`home.card.${kind}`, { date: formatDate(date, 'MMM DD, YYYY') })}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
