import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LockIcon from '@mui/icons-material/Lock';
import { useRecordContext, useTranslate } from 'react-admin';

/** The server's mask for a secret (SECRET_MASK in @codex/domain's admin.ts). */
const MASK = '******';

/** A configuration value; a masked secret is marked as such instead of looking like a value. */
export function SecretAwareValue({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = String(record?.[source] ?? '');
  const masked = value.includes(MASK);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>
      <span>{value}</span>
      {masked && <Chip size="small" icon={<LockIcon />} label={translate('console.masked')} />}
    </Box>
  );
}
