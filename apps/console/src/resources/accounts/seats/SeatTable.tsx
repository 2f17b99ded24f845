import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AccountSeat } from '@codex/domain';
import { useLocalDates } from '../../../common/LocalDateField.js';
import { ScrollBox } from '../../../common/ScrollBox.js';
import type { ConsoleDataProvider } from '../../../providers/dataProvider.js';

/**
 * The seats held now: who, of which subscription, on which document, last active when, idle or not; each can be
 * ended after confirming (the reader's next page takes a seat again if one is free).
 */
export function SeatTable({ accountId, seats, onEnded }: { accountId: number; seats: AccountSeat[]; onEnded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dates = useLocalDates();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [ending, setEnding] = useState<AccountSeat | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) => translate(`console.accounts.seats.${key}`, options);
  const title = t('inUseNow');

  const end = async () => {
    if (!ending) return;
    setBusy(true);
    try {
      await dataProvider.endSeat(accountId, ending.id);
      notify('console.accounts.seats.ended', { type: 'success', messageArgs: { reader: ending.userName } });
      onEnded();
    } catch (failure) {
      notify((failure as Error).message || 'error.unknown', { type: 'error' });
    } finally {
      setBusy(false);
      setEnding(null);
    }
  };

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {seats.length === 0 ? (
        <Typography color="text.secondary">{t('noneInUse')}</Typography>
      ) : (
        <ScrollBox label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reader')}</TableCell>
                <TableCell>{t('subscription')}</TableCell>
                <TableCell>{t('document')}</TableCell>
                <TableCell>{t('lastActivity')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {seats.map((seat) => (
                <TableRow key={seat.id}>
                  <TableCell component="th" scope="row" sx={{ minWidth: '9rem' }}>
                    {seat.userName}
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      <bdi>{seat.login}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell>{seat.subscriptionName}</TableCell>
                  <TableCell sx={{ minWidth: '10rem' }}>{seat.documentTitle ?? seat.contentCode ?? '—'}</TableCell>
                  <TableCell>{dates.dateTime(seat.lastSeenAt)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={seat.idle ? 'warning' : 'success'} variant={seat.idle ? 'filled' : 'outlined'} label={t(seat.idle ? 'idle' : 'active')} />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => setEnding(seat)} aria-label={t('endNamed', { action: t('end'), reader: seat.userName })} sx={{ whiteSpace: 'nowrap' }}>
                      {t('end')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
      <Confirm
        isOpen={ending !== null}
        loading={busy}
        title="console.accounts.seats.endTitle"
        content="console.accounts.seats.endContent"
        translateOptions={{ reader: ending?.userName ?? '', subscription: ending?.subscriptionName ?? '' }}
        confirm="console.accounts.seats.end"
        onConfirm={end}
        onClose={() => setEnding(null)}
      />
    </>
  );
}
