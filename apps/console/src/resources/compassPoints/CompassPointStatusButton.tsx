import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useDataProvider, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CompassPoint } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';

/**
 * Deactivate (or reactivate) a compass point after confirmation, for the account's compass point administrator when
 * the server says the point is theirs to manage (its `edit`). The click does not open the row.
 */
export function CompassPointStatusButton() {
  const record = useRecordContext<CompassPoint & { id: number }>();
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !record.edit || !Array.isArray(permissions) || !permissions.includes('CP_ADMIN')) return null;
  const reactivate = record.status === 'INACTIVE';
  const key = reactivate ? 'reactivate' : 'deactivate';
  const stop = (event: MouseEvent) => event.stopPropagation();
  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.setCompassPointActive(record.compassPointID, reactivate);
      notify(`console.compassPoints.${key}Done`, { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    // Clicks in the button and in its dialog (a portal, whose events bubble through React) must not open the row.
    <span role="presentation" onClick={stop}>
      <Button size="small" color={reactivate ? 'primary' : 'error'} onClick={() => setOpen(true)}>
        {translate(`console.compassPoints.${key}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        // The name its creator typed keeps its own direction inside the Arabic question (the i18n provider, docs/adr/0082).
        title={translate(`console.compassPoints.${key}Title`, { name: record.name })}
        content={translate(`console.compassPoints.${key}Content`)}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
