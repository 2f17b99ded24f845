import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { InlineArrow } from '@codex/ui';
import { compassPointDate, ExpandableText, TRUNCATION } from '../../features/compassPoints/index.js';
import { carriedFrom, entryLabelKey, fieldChanges, importedFrom, type ChangeHistoryEntry, type FieldChange } from './historyEntries.js';

const FIELD_LABEL: Record<FieldChange['field'], string> = {
  name: 'compassPoint.name',
  description: 'compassPoint.description',
  overlayDetails: 'compassPoint.overlay',
  selectionText: 'compassPoint.highlightedText',
  status: 'compassPoint.list.status',
};

/** One entry of the change history: what happened, who and when, and each value previous → current. */
export function HistoryEntryCard({ entry }: { entry: ChangeHistoryEntry }) {
  const { t, locale } = useI18n();
  const source = carriedFrom(entry);
  const imported = importedFrom(entry);
  const time = new Date(entry.createdDate);
  const when = `${compassPointDate(entry.createdDate, locale)} ${Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}`.trim();
  const shown = (change: FieldChange, value: string) => {
    if (change.field === 'status') return <Typography variant="body2">{t(value === 'ACTIVE' ? 'compassPoint.state.active' : 'compassPoint.state.deactivated')}</Typography>;
    if (value === '') return <Typography variant="body2" color="text.secondary">{t('compassPoint.history.blank')}</Typography>;
    return <ExpandableText text={value} max={TRUNCATION.historyText} wording="see" quoted={change.field === 'selectionText'} />;
  };
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(entryLabelKey(entry))}
          </Typography>
          {source ? <Chip size="small" color="info" variant="outlined" label={t('compassPoint.history.carried')} /> : null}
          {imported ? <Chip size="small" color="info" variant="outlined" label={t('compassPoint.history.imported')} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('compassPoint.history.by', { name: entry.transactionUserName, date: when })}
        </Typography>
        {source ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('compassPoint.history.carriedDetail')}
          </Typography>
        ) : null}
        {imported ? (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('compassPoint.history.importedDetail')}
            {imported.annotationId ? ` (${imported.annotationId})` : ''}
          </Typography>
        ) : null}
        <Stack component="dl" spacing={1.5} sx={{ mt: 1.5, mb: 0 }}>
          {fieldChanges(entry).map((change) => (
            <Box key={change.field}>
              <Typography component="dt" variant="overline" color="text.secondary">
                {t(FIELD_LABEL[change.field])}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                {change.previous === null ? (
                  shown(change, change.current)
                ) : (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'action.hover', p: 1, borderRadius: 1 }} aria-label={t('compassPoint.history.previous')}>
                      <Typography variant="caption" color="text.secondary">
                        {t('compassPoint.history.previous')}
                      </Typography>
                      {shown(change, change.previous)}
                    </Box>
                    <InlineArrow towards="end" stackedBelow="sm" fontSize="small" sx={{ alignSelf: 'center' }} aria-hidden />
                    <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'action.selected', p: 1, borderRadius: 1 }} aria-label={t('compassPoint.history.current')}>
                      <Typography variant="caption" color="text.secondary">
                        {t('compassPoint.history.current')}
                      </Typography>
                      {shown(change, change.current)}
                    </Box>
                  </Stack>
                )}
              </Box>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
