import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import { Title } from 'react-admin';
import { LoadingSkeleton } from '../LoadingSkeleton.js';
import type { ReportState } from './useReport.js';

/**
 * The frame of a report page: its title, a card of controls across the top, then the report in a grid of two
 * columns (one on a phone) once it has loaded, a skeleton while it loads and an alert when it could not.
 */
export function ReportPage<R>({
  title,
  controls,
  state,
  failed,
  skeletonHeight = 240,
  children,
}: {
  title: string;
  controls: ReactNode;
  state: ReportState<R>;
  failed: string;
  skeletonHeight?: number;
  children: (report: R) => ReactNode;
}) {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Title title={title} />
      <Card sx={{ gridColumn: '1 / -1' }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>{controls}</CardContent>
      </Card>
      {state.kind === 'loading' && <LoadingSkeleton height={skeletonHeight} sx={{ gridColumn: '1 / -1' }} />}
      {state.kind === 'failed' && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failed}
        </Alert>
      )}
      {state.kind === 'loaded' && children(state.report)}
    </Box>
  );
}

/** The From and To days of a report's range; `problem` is shown under To, which is then marked in error. */
export function DateRangeFields({
  range,
  labels,
  problem,
  onChange,
}: {
  range: { from: string; to: string };
  labels: { from: string; to: string };
  problem?: string;
  onChange: (field: 'from' | 'to', value: string) => void;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((field) => (
        <TextField
          key={field}
          type="date"
          label={labels[field]}
          fullWidth={false}
          sx={{ width: '11rem' }}
          value={range[field]}
          onChange={(event) => onChange(field, event.target.value)}
          size="small"
          {...(field === 'to' ? { error: Boolean(problem), helperText: problem } : {})}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
