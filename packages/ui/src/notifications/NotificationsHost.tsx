import { useSyncExternalStore } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { leftToRight } from '@codex/i18n';
import { telHref } from '../telHref.js';
import type { Notification, NotificationType } from './notificationStore.js';
import { useNotificationsContext, type SupportContact, type Translate } from './NotificationsContext.js';

const SEVERITY: Record<NotificationType, AlertColor> = { ERROR: 'error', SUCCESS: 'success', INFO: 'info' };

/**
 * The contact links sit side by side, not inside a sentence, so each is a target of its own: at least 24 px high
 * (WCAG 2.2 target size), which the alert's 20 px line alone does not give.
 */
const CONTACT_LINK = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

function SupportContactLine({ contact, translate }: { contact: SupportContact; translate: Translate }) {
  const links = [
    contact.phone && (
      <Link key="phone" sx={CONTACT_LINK} href={telHref(contact.phone)} color="inherit">
        {translate('notifications.supportPhone', { phone: leftToRight(contact.phone) })}
      </Link>
    ),
    contact.email && (
      <Link key="email" sx={CONTACT_LINK} href={`mailto:${contact.email}`} color="inherit">
        {translate('notifications.supportEmail', { email: contact.email })}
      </Link>
    ),
    contact.contactUrl && (
      <Link key="contact" sx={CONTACT_LINK} href={contact.contactUrl} target="_blank" rel="noopener noreferrer" color="inherit">
        {contact.contactText ?? translate('notifications.contactLink')}
      </Link>
    ),
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      {translate('notifications.supportContact')}{' '}
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5 }}>
        {links}
      </Box>
    </Box>
  );
}

function NotificationItem({ notification, onDismiss, translate, supportContact }: {
  notification: Notification;
  onDismiss: (id: string) => void;
  translate: Translate;
  supportContact?: SupportContact;
}) {
  const isError = notification.type === 'ERROR';
  return (
    <Snackbar
      open
      autoHideDuration={notification.autoHideMs}
      // A click elsewhere on the page must not throw the message away before it was read.
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onDismiss(notification.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // The host stacks the notifications, so each one sits in the flow instead of at a fixed corner.
      sx={{ position: 'static', pointerEvents: 'auto' }}
    >
      <Alert
        severity={SEVERITY[notification.type]}
        role={isError ? 'alert' : 'status'}
        variant="filled"
        closeText={translate('notifications.close')}
        onClose={() => onDismiss(notification.id)}
        sx={{ width: '100%', '& a': { fontWeight: 600 } }}
      >
        {notification.message}
        {notification.details && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {notification.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
        {isError && supportContact && <SupportContactLine contact={supportContact} translate={translate} />}
      </Alert>
    </Snackbar>
  );
}

export interface NotificationsHostProps {
  /** Overrides the provider's support contact. */
  supportContact?: SupportContact;
}

/** Renders the notifications of the surrounding NotificationsProvider, stacked at the bottom of the screen. */
export function NotificationsHost({ supportContact }: NotificationsHostProps) {
  const { store, translate, supportContact: fromContext } = useNotificationsContext();
  const notifications = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const contact = supportContact ?? fromContext;
  if (notifications.length === 0) return null;
  return (
    <Stack
      spacing={1}
      data-testid="notifications"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        maxWidth: { sm: 480 },
        pointerEvents: 'none',
      }}
    >
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onDismiss={store.dismiss}
          translate={translate}
          supportContact={contact}
        />
      ))}
    </Stack>
  );
}
