import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ListButton, Show, TopToolbar, useNotify, usePermissions, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { CompassPoint as CompassPointAnswer } from '@codex/domain';
import { ChangeHistory } from './ChangeHistory.js';
import { CompassPointDetails } from './CompassPointDetails.js';
import { CompassPointStatusButton } from './CompassPointStatusButton.js';

/** A compass point as react-admin holds it: the answer with its compassPointID as id. */
type CompassPoint = CompassPointAnswer & { id: number };

function CompassPointTitle() {
  const record = useRecordContext<CompassPoint>();
  const translate = useTranslate();
  return <span>{translate('console.compassPoints.title', { name: record?.name ?? '' })}</span>;
}

/** Back to the list, and Deactivate or Reactivate for the compass point admin when the server allows it (its `edit`). */
function CompassPointActions() {
  return (
    <TopToolbar>
      <CompassPointStatusButton />
      <ListButton />
    </TopToolbar>
  );
}

function CompassPointSummary() {
  const record = useRecordContext<CompassPoint>();
  if (!record) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <CompassPointDetails record={record} />
      </CardContent>
    </Card>
  );
}

/** The change history is the compass point administrator's (the API refuses it to an ADMIN who is not CP_ADMIN). */
function CompassPointHistory() {
  const record = useRecordContext<CompassPoint>();
  const { permissions } = usePermissions<string[]>();
  if (!record || !Array.isArray(permissions) || !permissions.includes('CP_ADMIN')) return null;
  return <ChangeHistory id={record.compassPointID} />;
}

/** One compass point of the account: its fields and, for its CP admin, its change history. */
export default function CompassPointShow() {
  const notify = useNotify();
  const redirect = useRedirect();
  // GET /api/v1/compasspoint/{id} checks the account's entitlement to the document: a 403 says so, plainly.
  const onError = (error: { status?: number; message?: string }) => {
    notify(error.status === 403 ? 'console.compassPoints.notEntitled' : error.message || 'ra.notification.http_error', { type: 'warning' });
    redirect('list', 'compassPoints');
  };
  return (
    <Show title={<CompassPointTitle />} actions={<CompassPointActions />} component="div" queryOptions={{ onError }}>
      <CompassPointSummary />
      <CompassPointHistory />
    </Show>
  );
}
