import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetIdentity, useLocale, useTranslate } from 'react-admin';
import type { ConsoleIdentity } from '../providers/authProvider.js';
import type { ConsoleDataProvider } from '../providers/dataProvider.js';
import { SEATS_ANCHOR } from '../resources/accounts/index.js';
import { Figure, Figures, formatNumber } from './Figures.js';
import { Panel, usePanelData } from './Panel.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The account's COUNTER usage this month against last month: one call over both months, summed by month. */
function UsagePanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, retry] = usePanelData(async () => {
    const today = new Date();
    const thisMonth = day(today).slice(0, 7);
    const lastMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const lastMonth = day(lastMonthStart).slice(0, 7);
    const { data } = await dataProvider.usageDashboardPeriods({ accountId: undefined, from: day(lastMonthStart), to: day(today) });
    const sum = (month: string, metric: string) => data.periods.filter((p) => p.start.startsWith(month)).reduce((total, p) => total + (p.counts[metric] ?? 0), 0);
    const pair = (metric: string) => ({ now: sum(thisMonth, metric), before: sum(lastMonth, metric) });
    return { requests: pair('Total_Item_Requests'), searches: pair('Searches_Platform'), refusals: { now: sum(thisMonth, 'No_License') + sum(thisMonth, 'Limit_Exceeded'), before: sum(lastMonth, 'No_License') + sum(lastMonth, 'Limit_Exceeded') } };
  });
  const line = ({ now, before }: { now: number; before: number }) => translate('console.dashboard.usage.against', { now: formatNumber(now, locale), before: formatNumber(before, locale) });
  return (
    <Panel id="dashboard-usage" title={translate('console.dashboard.usage.title')} state={state} retry={retry} to="/usage-report" linkLabel={translate('console.dashboard.activity.openUsage')}>
      {(usage) => (
        <Figures>
          <Figure label={translate('console.dashboard.usage.requests')} value={line(usage.requests)} />
          <Figure label={translate('console.dashboard.usage.searches')} value={line(usage.searches)} />
          <Figure label={translate('console.dashboard.usage.refusals')} value={line(usage.refusals)} />
        </Figures>
      )}
    </Panel>
  );
}

/** The compass point report's headline figures over the last 30 days (ADMIN and CP_ADMIN). */
export function CompassPointPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, retry] = usePanelData(async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 29 * 86_400_000);
    return (await dataProvider.compassPointReport({ from: day(from), to: day(to), interval: 'week' })).data.totals;
  });
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Panel id="dashboard-compass-points" title={translate('console.dashboard.compassPoints.title')} state={state} retry={retry} to="/compass-points-report" linkLabel={translate('console.dashboard.compassPoints.openReport')}>
      {(totals) => (
        <Figures>
          <Figure label={translate('console.dashboard.compassPoints.active')} value={n(totals.active)} />
          <Figure label={translate('console.dashboard.compassPoints.created')} value={n(totals.created)} />
          <Figure label={translate('console.dashboard.compassPoints.edited')} value={n(totals.edited)} />
          <Figure label={translate('console.dashboard.compassPoints.deactivated')} value={n(totals.deactivated)} />
        </Figures>
      )}
    </Panel>
  );
}

function SharingPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, retry] = usePanelData(() => dataProvider.accountSharing());
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Panel id="dashboard-sharing" title={translate('console.dashboard.sharing.title')} state={state} retry={retry} to="/groups" linkLabel={translate('console.dashboard.sharing.openGroups')}>
      {(sharing) => (
        <Figures>
          <Figure label={translate('console.dashboard.sharing.groups')} value={n(sharing.groups)} />
          <Figure label={translate('console.dashboard.sharing.members')} value={n(sharing.groupMembers)} />
          <Figure label={translate('console.dashboard.sharing.groupsCreated')} value={n(sharing.groupsCreatedLast30Days)} />
          <Figure label={translate('console.dashboard.sharing.shares')} value={n(sharing.sharesLast30Days)} />
          <Figure label={translate('console.dashboard.sharing.sharers')} value={n(sharing.sharersLast30Days)} />
        </Figures>
      )}
    </Panel>
  );
}

/**
 * The account's seats (docs/adr/0065): in use now of the seat limit, the most held at once and the readers refused
 * over 30 days; it leads to the seats section of the admin's account.
 */
function SeatsPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { identity } = useGetIdentity();
  const [state, retry] = usePanelData(() => dataProvider.accountSeatsPanel());
  const n = (value: number) => formatNumber(value, locale);
  const accountId = (identity as ConsoleIdentity | undefined)?.accountId;
  const to = accountId ? `/accounts/${accountId}#${SEATS_ANCHOR}` : '/accounts';
  const t = (key: string, options?: object) => translate(`console.dashboard.seats.${key}`, options);
  return (
    <Panel id="dashboard-seats" title={t('title')} state={state} retry={retry} to={to} linkLabel={t('openSeats')}>
      {(seats) =>
        seats.subscriptionsWithSeats === 0 ? (
          <Typography color="text.secondary">{t('noSeatLimit')}</Typography>
        ) : (
          <Figures>
            <Figure label={t('inUseNow')} value={t('ofLimit', { inUse: n(seats.inUseNow), limit: n(seats.seatLimit) })} />
            <Figure label={t('peak')} value={n(seats.peakLast30Days)} />
            <Figure label={t('refusals')} value={n(seats.refusalsLast30Days)} />
          </Figures>
        )
      }
    </Panel>
  );
}

export const PANEL_GRID = { display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } } as const;

/** An account admin's first page: the account's usage, seats, compass points, and groups and sharing. */
export function AccountPanels() {
  return (
    <Box sx={PANEL_GRID}>
      <UsagePanel />
      <SeatsPanel />
      <CompassPointPanel />
      <SharingPanel />
    </Box>
  );
}

/** A compass point admin's first page: the compass point report's headline figures. */
export function CompassPointAdminPanels() {
  return (
    <Box sx={PANEL_GRID}>
      <CompassPointPanel />
    </Box>
  );
}
