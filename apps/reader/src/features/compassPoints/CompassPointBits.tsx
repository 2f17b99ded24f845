import Chip from '@mui/material/Chip';
import type { CompassPoint } from '@codex/domain';
import { formatDate, useI18n, type Locale } from '@codex/i18n';

/** Active or Deactivated, as a small chip. */
export function CompassPointStateChip({ status }: { status: CompassPoint['status'] }) {
  const { t } = useI18n();
  const active = status === 'ACTIVE';
  return <Chip size="small" variant={active ? 'filled' : 'outlined'} color={active ? 'success' : 'default'} label={t(active ? 'compassPoint.state.active' : 'compassPoint.state.deactivated')} />;
}

/** A date of a compass point as the lists show it (MMM DD, YYYY); '' when absent. */
export function compassPointDate(value: string | null | undefined, locale: Locale): string {
  return value ? formatDate(value, 'MMM DD, YYYY', locale) : '';
}

/** "Created by X on D" or, for a deactivated one, "Deactivated by Y on D". */
export function useWhoAndWhen() {
  const { t, locale } = useI18n();
  return (point: Pick<CompassPoint, 'status' | 'createdUserName' | 'creatorEmail' | 'createdDate' | 'deletedByEmail' | 'deletedDate'>) => {
    const created = t('compassPoint.who.created', { name: point.createdUserName || point.creatorEmail, date: compassPointDate(point.createdDate, locale) });
    if (point.status === 'ACTIVE') return [created];
    return [created, t('compassPoint.who.deactivated', { name: point.deletedByEmail ?? '', date: compassPointDate(point.deletedDate, locale) })];
  };
}
