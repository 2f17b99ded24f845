import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { SUBSCRIPTION_KINDS, type AdminAccount, type AdminSubscription } from '@codex/domain';
import { allowanceText } from '../../common/allowances.js';
import { ScrollBox } from '../../common/ScrollBox.js';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { SubscriptionTermsDialog } from './SubscriptionTermsDialog.js';

interface Draft {
  kind: string;
  publisherCode: string;
  collectionCode: string;
  startDate: string;
  endDate: string;
}

type FieldErrors = Partial<Record<keyof Draft, string>>;

const today = () => new Date().toISOString().slice(0, 10);

/** Grants a publisher or a collection for a period; the server's field errors stay on their fields. */
function GrantDialog({ account, onClose }: { account: AdminAccount; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [draft, setDraft] = useState<Draft>({ kind: 'PUBLISHER', publisherCode: '', collectionCode: '', startDate: today(), endDate: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const shown = (field: keyof Draft) => (errors[field] ? translate(errors[field]!, { _: errors[field]! }) : undefined);

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      await dataProvider.grantSubscription(account.id, {
        kind: draft.kind as 'PUBLISHER' | 'COLLECTION',
        publisherCode: draft.publisherCode.trim(),
        ...(draft.kind === 'COLLECTION' ? { collectionCode: draft.collectionCode.trim() } : {}),
        startDate: draft.startDate,
        ...(draft.endDate ? { endDate: draft.endDate } : {}),
      });
      notify('console.accounts.granted', { type: 'success', messageArgs: { publisher: draft.publisherCode.trim() } });
      refresh();
      onClose();
    } catch (failure) {
      const { body, message: key } = failure as { body?: { errors?: Record<string, unknown> }; message?: string };
      const fieldErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).filter(([, v]) => typeof v === 'string')) as FieldErrors;
      setErrors(fieldErrors);
      setMessage(key ?? 'error.unknown');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="grant-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={grant} noValidate>
        <DialogTitle id="grant-title">{translate('console.accounts.grantTo', { name: account.name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField select label={translate('resources.accounts.fields.kind')} value={draft.kind} onChange={set('kind')} error={Boolean(errors.kind)} helperText={shown('kind')}>
            {SUBSCRIPTION_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {translate(`console.accounts.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('resources.accounts.fields.publisherCode')}
            value={draft.publisherCode}
            onChange={set('publisherCode')}
            error={Boolean(errors.publisherCode)}
            helperText={shown('publisherCode') ?? translate('console.accounts.publisherHelp')}
            required
          />
          {draft.kind === 'COLLECTION' && (
            <TextField
              label={translate('resources.accounts.fields.collectionCode')}
              value={draft.collectionCode}
              onChange={set('collectionCode')}
              error={Boolean(errors.collectionCode)}
              helperText={shown('collectionCode')}
              required
            />
          )}
          <TextField
            type="date"
            label={translate('resources.accounts.fields.startDate')}
            value={draft.startDate}
            onChange={set('startDate')}
            error={Boolean(errors.startDate)}
            helperText={shown('startDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            type="date"
            label={translate('resources.accounts.fields.endDate')}
            value={draft.endDate}
            onChange={set('endDate')}
            error={Boolean(errors.endDate)}
            helperText={shown('endDate') ?? translate('console.accounts.noEndHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {message && (
            <Typography role="alert" color="error">
              {translate(message, { _: message })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('console.accounts.grant')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A subscription's licence terms, one line each: its seats, its download allowance and its print allowance. */
function SubscriptionTerms({ subscription }: { subscription: AdminSubscription }) {
  const translate = useTranslate();
  const lines = [
    subscription.seatLimit === null ? translate('console.licenceMeter.noSeatLimit') : translate('console.licenceMeter.seats', { limit: subscription.seatLimit }),
    translate('console.licenceMeter.downloads', { allowance: allowanceText(translate, 'download', subscription.downloadAllowance) }),
    translate('console.licenceMeter.prints', { allowance: allowanceText(translate, 'print', subscription.printAllowance) }),
  ];
  return (
    <>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

/**
 * The account's subscriptions with their dates and licence terms; the tenant's operator grants a new one, changes one's
 * licence terms and revokes one after confirming.
 */
export function AccountSubscriptions({ canChange }: { canChange: boolean }) {
  const account = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<AdminSubscription | null>(null);
  const [editing, setEditing] = useState<AdminSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  // Coming from the list, the summary row stands in until the whole account arrives.
  if (!account?.subscriptions) return null;

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await dataProvider.revokeSubscription(account.id, revoking.id);
      notify('console.accounts.revoked', { type: 'success', messageArgs: { name: revoking.name } });
      refresh();
    } catch (failure) {
      notify((failure as Error).message || 'error.unknown', { type: 'error' });
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="account-subscriptions">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2" id="account-subscriptions" sx={{ mr: 'auto' }}>
            {translate('console.accounts.subscriptions', { count: account.subscriptions.length })}
          </Typography>
          {canChange && (
            <Button variant="contained" onClick={() => setGranting(true)}>
              {translate('console.accounts.grantSubscription')}
            </Button>
          )}
        </Box>
        <ScrollBox label={translate('console.accounts.subscriptions', { count: account.subscriptions.length })}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.accounts.fields.subscriptionName')}</TableCell>
                <TableCell>{translate('resources.accounts.fields.kind')}</TableCell>
                <TableCell>{translate('resources.accounts.fields.publisherCode')}</TableCell>
                <TableCell>{translate('resources.accounts.fields.collectionCode')}</TableCell>
                <TableCell>{translate('resources.accounts.fields.startDate')}</TableCell>
                <TableCell>{translate('resources.accounts.fields.endDate')}</TableCell>
                <TableCell>{translate('resources.accounts.fields.current')}</TableCell>
                <TableCell>{translate('console.licenceMeter.terms')}</TableCell>
                {canChange && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {account.subscriptions.map((subscription) => (
                <TableRow key={subscription.id}>
                  <TableCell>{subscription.name}</TableCell>
                  <TableCell>{translate(`console.accounts.kinds.${subscription.kind}`)}</TableCell>
                  <TableCell>{subscription.publisherCode}</TableCell>
                  <TableCell>{subscription.collectionCode ?? '—'}</TableCell>
                  <TableCell>{subscription.startDate}</TableCell>
                  <TableCell>{subscription.endDate ?? translate('console.accounts.noEnd')}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={subscription.current ? 'success' : 'default'}
                      label={translate(subscription.current ? 'console.accounts.current' : 'console.accounts.notCurrent')}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: '14rem' }}>
                    <SubscriptionTerms subscription={subscription} />
                  </TableCell>
                  {canChange && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing(subscription)} aria-label={translate('console.licenceMeter.editNamed', { action: translate('console.licenceMeter.edit'), name: `${subscription.name} (${subscription.publisherCode})` })}>
                        {translate('console.licenceMeter.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRevoking(subscription)}
                        aria-label={translate('console.accounts.revokeNamed', { name: `${subscription.name} (${subscription.publisherCode})` })}
                      >
                        {translate('console.accounts.revoke')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      </CardContent>
      {granting && <GrantDialog account={account} onClose={() => setGranting(false)} />}
      {editing && <SubscriptionTermsDialog account={account} subscription={editing} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={revoking !== null}
        loading={busy}
        title="console.accounts.revokeTitle"
        content="console.accounts.revokeContent"
        translateOptions={{ name: revoking?.name ?? '', account: account.name }}
        confirm="console.accounts.revoke"
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
