import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetList, useLocale, useTranslate } from 'react-admin';
import { StatusChip } from '../common/StatusChip.js';
import { ScrollBox } from '../common/ScrollBox.js';
import type { ConsoleDataProvider } from '../providers/dataProvider.js';
import { Panel, usePanelData } from './Panel.js';
import { PANEL_GRID } from './AccountPanels.js';
import { Figure, Figures, formatDateTime, formatNumber } from './Figures.js';

/** A react-admin list call seen as a panel's state. */
function listState<T>(list: { data?: T[]; isPending: boolean; error?: unknown }): { status: 'failed' } | { status: 'loading' } | { status: 'ready'; data: T[] } {
  const { data } = list;
  if (list.error) return { status: 'failed' };
  if (list.isPending || !data) return { status: 'loading' };
  return { status: 'ready', data };
}

function HealthPanel() {
  const translate = useTranslate();
  const list = useGetList<{ id: string; name: string; status: string }>('health', { pagination: { page: 1, perPage: 100 } });
  return (
    <Panel id="dashboard-health" title={translate('console.dashboard.health.title')} state={listState(list)} retry={() => void list.refetch()} to="/health" linkLabel={translate('console.dashboard.health.openHealth')}>
      {(components) => {
        const down = components.filter((c) => c.status === 'DOWN');
        return (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography component="span">{translate('console.health.overall')}</Typography>
              <StatusChip status={down.length > 0 ? 'DOWN' : 'UP'} />
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {components.map((c) => (
                <li key={c.id}>
                  <Typography variant="body2" component="span">
                    {translate(`console.health.components.${c.name}`, { _: c.name })}: {translate(`console.health.status.${c.status}`, { _: c.status })}
                  </Typography>
                </li>
              ))}
            </Box>
          </>
        );
      }}
    </Panel>
  );
}

function WorkPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, retry] = usePanelData(() => dataProvider.operatorWork());
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Panel id="dashboard-work" title={translate('console.dashboard.work.title')} state={state} retry={retry} to="/mail" linkLabel={translate('console.dashboard.work.openMail')}>
      {(work) => (
        <>
          <Figures>
            <Figure label={translate('console.dashboard.work.mailQueued')} value={n(work.mail.queued + work.mail.retrying)} />
            <Figure label={translate('console.dashboard.work.mailFailed')} value={n(work.mail.failed)} />
            <Figure label={translate('console.dashboard.work.webhooksRetrying')} value={n(work.webhooks.retrying)} />
            <Figure label={translate('console.dashboard.work.webhooksFailed')} value={n(work.webhooks.failed)} />
          </Figures>
          {work.jobs.length === 0 ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('console.dashboard.work.noJobs')}
            </Typography>
          ) : (
            <ScrollBox label={translate('console.dashboard.work.jobs')}>
              <Table size="small" sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('console.dashboard.work.kind')}</TableCell>
                    <TableCell align="right">{translate('console.dashboard.work.queued')}</TableCell>
                    <TableCell align="right">{translate('console.dashboard.work.failed')}</TableCell>
                    <TableCell align="right">{translate('console.dashboard.work.oldestWait')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {work.jobs.map((job) => (
                    <TableRow key={job.kind}>
                      <TableCell>{job.kind}</TableCell>
                      <TableCell align="right">{n(job.queued + job.running)}</TableCell>
                      <TableCell align="right">{n(job.failed)}</TableCell>
                      <TableCell align="right">{job.oldestWaitSeconds === null ? '–' : translate('console.dashboard.work.seconds', { count: n(job.oldestWaitSeconds) })}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollBox>
          )}
        </>
      )}
    </Panel>
  );
}

function CataloguePanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, retry] = usePanelData(() => dataProvider.operatorCatalogue());
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '–');
  return (
    <Panel id="dashboard-catalogue" title={translate('console.dashboard.catalogue.title')} state={state} retry={retry} to="/health" linkLabel={translate('console.dashboard.catalogue.openCatalogue')}>
      {(catalogue) => (
        <Figures>
          <Figure label={translate('console.dashboard.catalogue.import')} value={catalogue.status ? translate(`console.dashboard.catalogue.status.${catalogue.status}`, { _: catalogue.status }) : translate('console.dashboard.catalogue.never')} />
          <Figure label={translate('console.dashboard.catalogue.finished')} value={when(catalogue.finishedAt)} />
          <Figure label={translate('console.dashboard.catalogue.documents')} value={formatNumber(catalogue.documents, locale)} />
          <Figure label={translate('console.dashboard.catalogue.lastChange')} value={when(catalogue.lastChangeAt)} />
          <Figure label={translate('console.dashboard.catalogue.changes30')} value={formatNumber(catalogue.changesLast30Days, locale)} />
        </Figures>
      )}
    </Panel>
  );
}

function ActivityPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, retry] = usePanelData(() => dataProvider.operatorActivity());
  const line = (today: number, average: number) => translate('console.dashboard.activity.against', { today: formatNumber(today, locale), average: formatNumber(average, locale) });
  return (
    <Panel id="dashboard-activity" title={translate('console.dashboard.activity.title')} state={state} retry={retry} to="/usage-report" linkLabel={translate('console.dashboard.activity.openUsage')}>
      {(activity) => (
        <Figures>
          <Figure label={translate('console.dashboard.activity.searches')} value={line(activity.searches.today, activity.searches.dailyAverage)} />
          <Figure label={translate('console.dashboard.activity.fullText')} value={line(activity.fullTextRequests.today, activity.fullTextRequests.dailyAverage)} />
        </Figures>
      )}
    </Panel>
  );
}

function AuditPanel() {
  const translate = useTranslate();
  const locale = useLocale();
  const list = useGetList<{ id: string; timestamp: string; principal: string; type: string }>('audits', { pagination: { page: 1, perPage: 5 }, sort: { field: 'timestamp', order: 'DESC' } });
  return (
    <Panel id="dashboard-audits" title={translate('console.dashboard.audits.title')} state={listState(list)} retry={() => void list.refetch()} to="/audits" linkLabel={translate('console.dashboard.audits.openAudits')}>
      {(events) =>
        events.length === 0 ? (
          <Typography variant="body2">{translate('console.dashboard.audits.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {events.map((event) => (
              <li key={event.id}>
                <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {/* Each part isolated: a right-to-left date beside a left-to-right code would otherwise swap the separators. */}
                  <bdi>{formatDateTime(event.timestamp, locale)}</bdi> · <bdi>{event.type}</bdi> · <bdi>{event.principal}</bdi>
                </Typography>
              </li>
            ))}
          </Box>
        )
      }
    </Panel>
  );
}

/** The operator's first page: each panel loads on its own call and links to its page. */
export function OperatorPanels() {
  return (
    <Box sx={PANEL_GRID}>
      <HealthPanel />
      <WorkPanel />
      <CataloguePanel />
      <ActivityPanel />
      <AuditPanel />
    </Box>
  );
}
