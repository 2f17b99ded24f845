import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDataProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAccount, AllowanceUse } from '@codex/domain';
import { useLocalDates } from '../../../common/LocalDateField.js';
import { LoadingSkeleton } from '../../../common/LoadingSkeleton.js';
import { ScrollBox } from '../../../common/ScrollBox.js';
import { useLoaded } from '../../../common/useLoaded.js';
import type { ConsoleDataProvider } from '../../../providers/dataProvider.js';

/** A subscription's allowance terms, so the use is asked again when the operator changes them. */
const termsKey = (account: AdminAccount) =>
  (account.subscriptions ?? []).map((s) => `${s.id}:${JSON.stringify(s.downloadAllowance ?? null)}:${JSON.stringify(s.printAllowance ?? null)}`).join(',');

/**
 * The account's downloads and prints under an allowance (docs/adr/0066), for its ADMIN and the operator: each reader's
 * use of a limited document in the current period ("2 of 3 this month"), the readers at their limit first, and when
 * the count starts again. An account whose subscriptions limit neither is told so.
 */
export function AccountAllowances() {
  const account = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // Asked again when the operator changes a subscription's allowances.
  const [state, reload] = useLoaded(
    async () => (await dataProvider.accountAllowances(account!.id)).data,
    account ? `${account.id}|${termsKey(account)}` : '',
    account?.id !== undefined,
  );
  const t = (key: string, options?: object) => translate(`console.accounts.allowances.${key}`, options);

  if (!account?.subscriptions) return null;
  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="account-allowances" aria-busy={state.status === 'loading'}>
      <CardContent>
        <Typography variant="h6" component="h2" id="account-allowances">
          {t('title')}
        </Typography>
        {state.status === 'loading' && <LoadingSkeleton variant="rectangular" height={64} />}
        {state.status === 'failed' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography role="alert" color="error">
              {t('failed')}
            </Typography>
            <Button onClick={reload}>{translate('console.dashboard.retry')}</Button>
          </Box>
        )}
        {state.status === 'ready' && !state.data.limited && <Typography color="text.secondary">{t('noLimit')}</Typography>}
        {state.status === 'ready' && state.data.limited && state.data.uses.length === 0 && <Typography color="text.secondary">{t('noUse')}</Typography>}
        {state.status === 'ready' && state.data.uses.length > 0 && <AllowanceUseTable uses={state.data.uses} />}
      </CardContent>
    </Card>
  );
}

function AllowanceUseTable({ uses }: { uses: AllowanceUse[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dates = useLocalDates();
  const t = (key: string, options?: object) => translate(`console.accounts.allowances.${key}`, options);
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const title = t('tableTitle');
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      <ScrollBox label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reader')}</TableCell>
              <TableCell>{t('document')}</TableCell>
              <TableCell>{t('kind')}</TableCell>
              <TableCell>{t('used')}</TableCell>
              <TableCell>{t('startsAgain')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {uses.map((use) => (
              <TableRow key={`${use.userId}:${use.contentCode}:${use.kind}`}>
                <TableCell component="th" scope="row" sx={{ minWidth: '9rem' }}>
                  {use.userName}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    <bdi>{use.login}</bdi>
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: '10rem' }}>
                  <bdi>{use.designation}</bdi>
                  {use.title && (
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {use.title}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{t(`kinds.${use.kind}`)}</TableCell>
                <TableCell sx={{ fontWeight: use.used >= use.limit ? 500 : undefined, whiteSpace: 'nowrap' }}>
                  {t(`usedIn.${use.period}`, { used: n(use.used), limit: n(use.limit) })}
                </TableCell>
                <TableCell>{dates.dateTime(use.resetsAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
    </>
  );
}
