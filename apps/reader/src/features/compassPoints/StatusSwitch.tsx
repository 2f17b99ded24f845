import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useI18n } from '@codex/i18n';
import type { CompassPointListStatus } from './compassPointsApi.js';

/** The active / deactivated switch of the compass point lists. */
export function StatusSwitch({ status, onChange }: { status: CompassPointListStatus; onChange(status: CompassPointListStatus): void }) {
  const { t } = useI18n();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={status}
      aria-label={t('compassPoint.list.statusLabel')}
      // MUI's unselected grey falls under 4.5:1 on the hover background; the secondary text colour keeps it readable.
      sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      onChange={(_, next: CompassPointListStatus | null) => {
        if (next && next !== status) onChange(next);
      }}
    >
      <ToggleButton value="active">{t('compassPoint.state.active')}</ToggleButton>
      <ToggleButton value="inactive">{t('compassPoint.state.deactivated')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
