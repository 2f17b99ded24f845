import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_KINDS,
  type NotificationFrequency,
  type NotificationKind,
  type NotificationPreferences,
} from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { fetchNotificationPreferences, saveNotificationPreferences } from './myAccountApi.js';

/** The section's anchor: links from mail footers and the header come to /myAccount#notifications. */
export const NOTIFICATIONS_ANCHOR = 'notifications';

const same = (a: NotificationPreferences, b: NotificationPreferences) => NOTIFICATION_KINDS.every((kind) => a[kind] === b[kind]);

/**
 * My account's "Notifications": per kind of news (a tracked document changed, something was shared, group messages)
 * the user picks immediately, daily digest, weekly digest or off; saved with PUT /api/notification-preferences.
 */
export function NotificationPreferencesSection() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const location = useLocation();
  const section = useRef<HTMLElement | null>(null);
  const [stored, setStored] = useState<NotificationPreferences | null>(null);
  const [choice, setChoice] = useState<NotificationPreferences | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'saving' | 'saved' | 'saveFailed'>('loading');

  useEffect(() => {
    let current = true;
    fetchNotificationPreferences(http).then(
      (loaded) => {
        if (!current) return;
        setStored(loaded);
        setChoice(loaded);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [http]);

  // Coming to #notifications scrolls the section into view once it is there.
  const loaded = stored !== null;
  useEffect(() => {
    if (loaded && location.hash === `#${NOTIFICATIONS_ANCHOR}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, location.hash]);

  const pick = (kind: NotificationKind, frequency: NotificationFrequency) => {
    if (!choice) return;
    setChoice({ ...choice, [kind]: frequency });
    if (status === 'saved' || status === 'saveFailed') setStatus('ready');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setStatus('saving');
    try {
      const saved = await saveNotificationPreferences(http, choice);
      setStored(saved);
      setChoice(saved);
      setStatus('saved');
      notify({ type: 'SUCCESS', message: t('myAccount.notifications.saved') });
    } catch {
      setStatus('saveFailed');
    }
  };

  const changed = Boolean(stored && choice && !same(stored, choice));

  return (
    <Paper
      component="section"
      id={NOTIFICATIONS_ANCHOR}
      ref={section}
      variant="outlined"
      aria-labelledby="my-account-notifications"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: { xs: 120, sm: 80 } }}
    >
      <Typography id="my-account-notifications" variant="h6" component="h2">
        {t('myAccount.notifications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('myAccount.notifications.intro')}
      </Typography>
      {status === 'loading' && <CircularProgress aria-label={t('app.loading')} />}
      {status === 'failed' && <Alert severity="error">{t('myAccount.notifications.loadFailed')}</Alert>}
      {choice && (
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack spacing={2}>
            {NOTIFICATION_KINDS.map((kind) => (
              <FormControl key={kind} component="fieldset">
                <FormLabel component="legend" id={`notification-kind-${kind}`} sx={{ fontWeight: 500, color: 'text.primary' }}>
                  {t(`myAccount.notifications.kinds.${kind}`)}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`notification-kind-${kind}`}
                  name={`notification-${kind}`}
                  value={choice[kind]}
                  onChange={(event) => pick(kind, event.target.value as NotificationFrequency)}
                >
                  {NOTIFICATION_FREQUENCIES.map((frequency) => (
                    <FormControlLabel
                      key={frequency}
                      value={frequency}
                      control={<Radio size="small" />}
                      label={t(`myAccount.notifications.frequencies.${frequency}`)}
                      disabled={status === 'saving'}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
            {status === 'saveFailed' && <Alert severity="error">{t('myAccount.notifications.saveFailed')}</Alert>}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              {status === 'saved' && (
                <Typography role="status" color="success.main" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <CheckCircleIcon fontSize="small" aria-hidden />
                  {t('myAccount.notifications.saved')}
                </Typography>
              )}
              <Button type="submit" variant="contained" disabled={!changed || status === 'saving'}>
                {status === 'saving' ? t('myAccount.notifications.saving') : t('myAccount.notifications.save')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
