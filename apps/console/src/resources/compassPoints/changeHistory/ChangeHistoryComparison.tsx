import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useCreatePath, useLocale, useTranslate } from 'react-admin';
import type { AccountChangeHistoryEntry } from '@codex/domain';
import { ExpandableText } from './ExpandableText.js';

type Values = AccountChangeHistoryEntry['auditData']['current'];
type Entry = AccountChangeHistoryEntry & { id: number };

/** The values a change is compared on, each as text; the label key of each under resources.changeHistory.fields. */
const FIELDS: { key: string; text: (values: Values, locale: string) => string }[] = [
  { key: 'name', text: (v) => v.name },
  { key: 'description', text: (v) => v.description },
  { key: 'overlayDetails', text: (v) => v.overlayDetails },
  { key: 'selectionText', text: (v) => v.selectionMetadata?.selectionText ?? '' },
  { key: 'status', text: (v) => v.status },
  { key: 'modifiedDate', text: (v, locale) => (v.modifiedDate ? new Date(v.modifiedDate).toLocaleString(locale) : '') },
];

/**
 * One change, its previous and current values side by side (stacked on a phone), the changed ones marked, with a link
 * to the compass point. A creation has no previous values.
 */
export function ChangeHistoryComparison({ record }: { record: Entry }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const locale = useLocale();
  const { previous, current } = record.auditData;
  const status = (value: string) => (value === 'INACTIVE' ? translate('console.compassPoints.deactivated') : value === 'ACTIVE' ? translate('console.compassPoints.active') : value);
  const shown = (field: (typeof FIELDS)[number], values: Values | null) => {
    if (!values) return '—';
    const text = field.key === 'status' ? status(field.text(values, locale)) : field.text(values, locale);
    return text === '' ? '—' : text;
  };
  const previousLabel = translate('console.changeHistory.previous');
  const currentLabel = translate('console.changeHistory.current');
  return (
    <Box sx={{ py: 1 }}>
      <Box
        role="table"
        aria-label={translate('console.changeHistory.comparison', { name: record.name })}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 12rem) 1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}
      >
        <Box role="row" sx={{ display: { xs: 'none', sm: 'contents' } }}>
          <Typography role="columnheader" variant="subtitle2">
            {translate('console.changeHistory.field')}
          </Typography>
          <Typography role="columnheader" variant="subtitle2">
            {previousLabel}
          </Typography>
          <Typography role="columnheader" variant="subtitle2">
            {currentLabel}
          </Typography>
        </Box>
        {FIELDS.map((field) => {
          const before = shown(field, previous);
          const after = shown(field, current);
          const changed = previous !== null && before !== after;
          return (
            <Box role="row" key={field.key} sx={{ display: 'contents' }} aria-label={changed ? translate('console.changeHistory.changed') : undefined}>
              <Typography role="rowheader" variant="body2" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {translate(`resources.changeHistory.fields.${field.key}`)}
              </Typography>
              <Typography role="cell" variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                <Box component="span" sx={{ display: { sm: 'none' }, fontStyle: 'italic' }}>
                  {previousLabel}:{' '}
                </Box>
                <ExpandableText text={before} />
              </Typography>
              <Typography
                role="cell"
                variant="body2"
                sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap', ...(changed ? { bgcolor: 'warning.light', color: 'warning.contrastText', px: 0.5, borderRadius: 0.5 } : {}) }}
              >
                <Box component="span" sx={{ display: { sm: 'none' }, fontStyle: 'italic' }}>
                  {currentLabel}:{' '}
                </Box>
                <ExpandableText text={after} />
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Button component={Link} to={createPath({ resource: 'compassPoints', id: record.compassPointID, type: 'show' })} size="small" sx={{ mt: 1 }}>
        {translate('console.changeHistory.openCompassPoint')}
      </Button>
    </Box>
  );
}
