import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CompassPointListScope } from '@codex/domain';
import { useI18n } from '@codex/i18n';

/** Whose compass points the list shows: the user's own, or everyone's in the account (docs/adr/0052). */
export function CreatedByFilter({ createdBy, onChange }: { createdBy: CompassPointListScope; onChange(next: CompassPointListScope): void }) {
  const { t } = useI18n();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={createdBy}
      aria-label={t('compassPoint.list.createdByLabel')}
      // As the status switch: the secondary text colour keeps the unselected button readable.
      sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      onChange={(_, next: CompassPointListScope | null) => {
        if (next && next !== createdBy) onChange(next);
      }}
    >
      <ToggleButton value="me">{t('compassPoint.list.createdBy.me')}</ToggleButton>
      <ToggleButton value="everyone">{t('compassPoint.list.createdBy.everyone')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
