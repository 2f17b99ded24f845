import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { isAxiosError } from 'axios';
import { describeHttpError } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { notificationFromDescriptor } from '@codex/ui';

/**
 * Where a list or page would have been: what could not be loaded (`message`) and why, the error the remote action
 * was rejected with, told as the error catalogue tells it (a cancelled call has no reason to show).
 */
export function RemoteErrorAlert({ error, message, action }: { error: unknown; message: string; action?: React.ReactNode }) {
  const { t } = useI18n();
  // Only a call's failure has a reason the user can read; a fault of the page's own code says just `message`.
  const descriptor = isAxiosError(error) ? describeHttpError(error) : null;
  const reason = descriptor ? notificationFromDescriptor(descriptor, t) : null;
  return (
    <Alert severity="error" action={action}>
      {reason && reason.message !== message ? (
        <>
          <AlertTitle>{message}</AlertTitle>
          {reason.message}
          {reason.details?.map((detail) => <div key={detail}>{detail}</div>)}
        </>
      ) : (
        message
      )}
    </Alert>
  );
}
