import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MailMessageSummary, MailState } from '@codex/domain';

/** The outbox's states in the order a message goes through them (MAIL_STATES of @codex/domain, kept zod-free here). */
export const MAIL_STATE_CHOICES: readonly MailState[] = ['queued', 'retrying', 'sent', 'failed'];
/** What a message is about: the notification kinds, and digests and copies that are not a single notice. */
export const MAIL_KIND_CHOICES = ['TRACKING', 'SHARING', 'GROUP_MESSAGES', 'DIGEST', 'COPY'] as const;

const COLOURS: Record<MailState, 'default' | 'warning' | 'success' | 'error'> = { queued: 'default', retrying: 'warning', sent: 'success', failed: 'error' };

/** The state as a coloured chip whose text says it (colour is never the only signal), with attempts and the last error. */
export function MailStateChip({ message, detailed = true }: { message: Pick<MailMessageSummary, 'state' | 'attempts' | 'lastError'>; detailed?: boolean }) {
  const translate = useTranslate();
  return (
    <Box>
      <Chip size="small" color={COLOURS[message.state] ?? 'default'} label={translate(`console.mail.states.${message.state}`, { _: message.state })} />
      {detailed && message.attempts > 0 && (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate('console.mail.attempts', { smart_count: message.attempts })}
        </Typography>
      )}
      {detailed && message.lastError && (
        <Typography variant="caption" component="div" color="error" sx={{ wordBreak: 'break-word', maxWidth: 280 }}>
          {message.lastError}
        </Typography>
      )}
    </Box>
  );
}
