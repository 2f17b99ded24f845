import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { AdminAccount } from '@codex/domain';
import { LoadingSkeleton } from '../../../common/LoadingSkeleton.js';
import { SEATS_ANCHOR } from './seatsAnchor.js';
import { SeatHistory } from './SeatHistory.js';
import { SeatTable } from './SeatTable.js';
import { useAccountSeats } from './useAccountSeats.js';

/**
 * The account's seats (docs/adr/0065), for its ADMIN and the operator: each seat-limited subscription's seats in use,
 * the seats held now (each can be ended), and the last 90 days. An account without a seat-limited subscription is
 * told so. Opened at `#seats`, the page scrolls here and the heading takes the focus.
 */
export function AccountSeats() {
  const account = useRecordContext<AdminAccount>();
  const translate = useTranslate();
  const locale = useLocale();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, reload] = useAccountSeats(account?.id, account?.subscriptions?.map((s) => `${s.id}:${s.seatLimit}`).join(',') ?? '');
  const t = (key: string, options?: object) => translate(`console.accounts.seats.${key}`, options);
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const loaded = state.kind === 'loaded';

  useEffect(() => {
    if (!loaded || location.hash !== `#${SEATS_ANCHOR}` || !heading.current) return;
    heading.current.scrollIntoView?.({ block: 'start' });
    heading.current.focus();
  }, [loaded, location.hash]);

  // Coming from the list, the summary row stands in until the whole account arrives.
  if (!account?.subscriptions) return null;

  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="account-seats" id={SEATS_ANCHOR} aria-busy={state.kind === 'loading'}>
      <CardContent>
        <Typography variant="h6" component="h2" id="account-seats" ref={heading} tabIndex={-1} sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
          {t('title')}
        </Typography>
        {state.kind === 'loading' && <LoadingSkeleton variant="rectangular" height={96} />}
        {state.kind === 'failed' && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography role="alert" color="error">
              {t('failed')}
            </Typography>
            <Button onClick={reload}>{translate('console.dashboard.retry')}</Button>
          </Box>
        )}
        {state.kind === 'loaded' && state.seats.subscriptions.length === 0 && <Typography color="text.secondary">{t('noSeatLimit')}</Typography>}
        {state.kind === 'loaded' && state.seats.subscriptions.length > 0 && (
          <>
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
              {state.seats.subscriptions.map((subscription) => (
                <Box component="li" key={subscription.id} sx={{ mb: 0.5 }}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    {subscription.name}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {t('inUse', { inUse: n(subscription.inUse), limit: n(subscription.seatLimit) })}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('idleTime', { minutes: n(state.seats.idleMinutes) })}
            </Typography>
            <SeatTable accountId={account.id} seats={state.seats.seats} onEnded={reload} />
            <SeatHistory days={state.seats.days} seatLimit={state.seats.subscriptions.reduce((total, s) => total + s.seatLimit, 0)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
