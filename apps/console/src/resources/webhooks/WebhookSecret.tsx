import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminWebhook } from '@codex/domain';

/** The signing secret, hidden until the admin asks to see it, with a copy button. */
export function WebhookSecret() {
  const record = useRecordContext<AdminWebhook>();
  const translate = useTranslate();
  const notify = useNotify();
  const [shown, setShown] = useState(false);
  if (!record) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(record.secret);
      notify('console.webhooks.secretCopied', { type: 'info' });
    } catch {
      notify('console.webhooks.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('resources.webhooks.fields.secret')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="webhook-secret">
          {shown ? record.secret : '•'.repeat(24)}
        </Typography>
        <Button size="small" onClick={() => setShown(!shown)} aria-pressed={shown}>
          {translate(shown ? 'console.webhooks.hideSecret' : 'console.webhooks.showSecret')}
        </Button>
        <Button size="small" onClick={() => void copy()}>
          {translate('console.webhooks.copySecret')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('console.webhooks.secretHelp')}
      </Typography>
    </Box>
  );
}
