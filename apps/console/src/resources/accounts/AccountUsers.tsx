import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { AUTHORITIES, type AdminAccount, type AdminAccountUser } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';

function userName(user: AdminAccountUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;
}

/** Changes one user's authorities: every authority a checkbox, saved together. */
function AuthoritiesDialog({ account, user, onClose }: { account: AdminAccount; user: AdminAccountUser; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [chosen, setChosen] = useState<string[]>(user.authorities);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (authority: string) =>
    setChosen((current) => (current.includes(authority) ? current.filter((a) => a !== authority) : [...current, authority]));

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await dataProvider.changeAuthorities(account.id, user.id, chosen);
      notify('console.accounts.authoritiesChanged', { type: 'success', messageArgs: { name: userName(user) } });
      refresh();
      onClose();
    } catch (failure) {
      const message = (failure as { body?: { errors?: { authorities?: unknown } }; message?: string }).body?.errors?.authorities;
      setError(typeof message === 'string' ? message : ((failure as Error).message ?? 'error.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="authorities-title">
      <DialogTitle id="authorities-title">{translate('console.accounts.authoritiesOf', { name: userName(user) })}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {AUTHORITIES.map((authority) => (
            <FormControlLabel
              key={authority}
              control={<Checkbox checked={chosen.includes(authority)} onChange={() => toggle(authority)} />}
              label={`${authority} — ${translate(`console.authorities.${authority}`)}`}
            />
          ))}
        </FormGroup>
        {error && (
          <Typography role="alert" color="error">
            {translate(error, { _: error })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The account's users with the authorities each holds. */
export function AccountUsers() {
  const account = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  const [editing, setEditing] = useState<AdminAccountUser | null>(null);
  // Coming from the list, the summary row stands in until the whole account arrives: wait for its users.
  if (!account?.users) return null;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="account-users">
      <CardContent>
        <Typography variant="h6" component="h2" id="account-users">
          {translate('console.accounts.users', { count: account.users.length })}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.accounts.fields.login')}</TableCell>
              <TableCell>{translate('resources.accounts.fields.userName')}</TableCell>
              <TableCell>{translate('resources.accounts.fields.email')}</TableCell>
              <TableCell>{translate('resources.accounts.fields.authorities')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {account.users.map((user) => (
              <TableRow key={user.id}>
                <TableCell>{user.login}</TableCell>
                <TableCell>{userName(user)}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {user.authorities.length === 0 && <Typography variant="body2">—</Typography>}
                    {user.authorities.map((authority) => (
                      <Chip key={authority} size="small" label={authority} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setEditing(user)} aria-label={translate('console.accounts.changeAuthoritiesOf', { name: userName(user) })}>
                    {translate('console.accounts.changeAuthorities')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {editing && <AuthoritiesDialog account={account} user={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
