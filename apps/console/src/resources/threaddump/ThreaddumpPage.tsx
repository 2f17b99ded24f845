import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Loading, Title, useDataProvider, useGetOne, useLocale, useNotify, useTranslate } from 'react-admin';
import type { ThreadDump } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { KeyValueTable, ReportSection } from '../../common/ReportSection.js';
import { saveBlob } from '@codex/ui';

interface LibuvHandle {
  type: string;
  is_active?: boolean;
  is_referenced?: boolean;
  address?: string;
}
interface Report {
  javascriptStack?: { message?: string; stack?: string[] };
  nativeStack?: { pc: string; symbol: string }[];
  javascriptHeap?: { heapSpaces?: Record<string, { memorySize: number; committedMemory: number; capacity: number; used: number; available: number }> };
  libuv?: LibuvHandle[];
  workers?: unknown[];
}

/** management/threaddump: Node's diagnostic report made readable, and the whole report to save as a file. */
export default function ThreaddumpPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, isPending, isFetching, error, refetch } = useGetOne<ThreadDump & { id: string }>('threaddump', { id: 'current' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  const download = async () => {
    try {
      const { blob, filename } = await dataProvider.downloadThreadDump();
      saveBlob(blob, filename);
    } catch (failure) {
      notify((failure as Error).message || 'error.unknown', { type: 'error' });
    }
  };

  if (isPending) return <Loading />;
  if (error || !data) return <Typography role="alert">{translate('console.threaddump.unavailable')}</Typography>;

  const report = data.report as Report;
  const heapSpaces = Object.entries(report.javascriptHeap?.heapSpaces ?? {});
  const handles = report.libuv ?? [];
  const delay = data.summary.eventLoop.delayMs;

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Title title={translate('resources.threaddump.name')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ mr: 'auto' }}>{translate('console.threaddump.takenAt', { time: new Date(data.timestamp).toLocaleString(locale) })}</Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => refetch()} disabled={isFetching}>
          {translate('console.threaddump.takeAgain')}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download}>
          {translate('console.threaddump.download')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <ReportSection title={translate('console.threaddump.activeResources')}>
          <KeyValueTable rows={Object.entries(data.summary.activeResources)} />
        </ReportSection>
        <ReportSection title={translate('console.threaddump.activeHandles')}>
          <KeyValueTable rows={Object.entries(data.summary.activeHandles)} />
        </ReportSection>
        <ReportSection title={translate('console.threaddump.eventLoop')}>
          <KeyValueTable
            rows={Object.entries({
              'p50 (ms)': number.format(delay.p50),
              'p99 (ms)': number.format(delay.p99),
              'max (ms)': number.format(delay.max),
              [translate('console.metrics.loopUtilization')]: number.format(data.summary.eventLoop.utilization * 100),
            })}
          />
        </ReportSection>
      </Box>
      <ReportSection title={translate('console.threaddump.javascriptStack')}>
        <Box component="pre" sx={{ m: 0, overflowX: 'auto', fontSize: '0.8rem' }}>
          {[report.javascriptStack?.message, ...(report.javascriptStack?.stack ?? [])].filter(Boolean).join('\n')}
        </Box>
      </ReportSection>
      <ReportSection title={translate('console.threaddump.heapSpaces')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.threaddump.space')}</TableCell>
              <TableCell align="right">{translate('console.threaddump.used')}</TableCell>
              <TableCell align="right">{translate('console.threaddump.capacity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {heapSpaces.map(([name, space]) => (
              <TableRow key={name}>
                <TableCell>{name}</TableCell>
                <TableCell align="right">{number.format(space.used / 1024)} kB</TableCell>
                <TableCell align="right">{number.format(space.capacity / 1024)} kB</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ReportSection>
      <ReportSection title={translate('console.threaddump.handles', { count: handles.length })}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.threaddump.handleType')}</TableCell>
              <TableCell>{translate('console.threaddump.active')}</TableCell>
              <TableCell>{translate('console.threaddump.referenced')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {handles.map((handle, index) => (
              <TableRow key={`${handle.type}-${handle.address ?? index}`}>
                <TableCell>{handle.type}</TableCell>
                <TableCell>{handle.is_active ? '✓' : '—'}</TableCell>
                <TableCell>{handle.is_referenced ? '✓' : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ReportSection>
    </Box>
  );
}
