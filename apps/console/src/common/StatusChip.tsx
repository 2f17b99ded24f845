import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLOURS = { UP: 'success', DOWN: 'error', UNKNOWN: 'default' } as const;

/** UP / DOWN / UNKNOWN as a coloured chip whose text is translated (colour is never the only signal). */
export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const colour = COLOURS[status as keyof typeof COLOURS] ?? 'default';
  return <Chip size="small" color={colour} label={translate(`console.health.status.${status}`, { _: status })} />;
}
