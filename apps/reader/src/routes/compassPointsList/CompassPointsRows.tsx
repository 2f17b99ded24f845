import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CompassPoint } from '@codex/domain';
import { termLabel, useI18n } from '@codex/i18n';
import { visuallyHidden } from '@codex/ui';
import {
  CompassPointRowMenu,
  compassPointDate,
  documentLinkOf,
  selectedTextOf,
  truncate,
  TRUNCATION,
  type CompassPointListStatus,
  type CompassPointSettingsAnswer,
} from '../../features/compassPoints/index.js';

export interface CompassPointsRowsProps {
  points: CompassPoint[];
  status: CompassPointListStatus;
  settings: CompassPointSettingsAnswer | null;
  /** Phones get a card per compass point instead of the table. */
  compact: boolean;
  onChanged(point: CompassPoint): void;
}

/** The columns of one compass point: designation (to the document at it), status, name, selected text, who, when. */
function useCells(status: CompassPointListStatus) {
  const { t, locale } = useI18n();
  return (point: CompassPoint) => {
    const selection = selectedTextOf(point);
    return {
      designation: (
        <Link component={RouterLink} to={documentLinkOf(point)} aria-label={t('compassPoint.list.openDocument', { designation: point.designation })} sx={{ fontWeight: 600 }}>
          {point.designation}
        </Link>
      ),
      status: termLabel(t, 'status', point.contentStatus),
      name: (
        <Box component="bdi" title={point.name.length > TRUNCATION.listName ? point.name : undefined} sx={{ overflowWrap: 'anywhere' }}>
          {truncate(point.name, TRUNCATION.listName)}
        </Box>
      ),
      selection: selection ? (
        <Tooltip title={<Box dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>{truncate(selection, TRUNCATION.listTooltip)}</Box>}>
          <Box component="bdi" tabIndex={0} sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
            {truncate(selection, TRUNCATION.listSelection)}
          </Box>
        </Tooltip>
      ) : null,
      who: status === 'active' ? point.email || point.creatorEmail : (point.deletedByEmail ?? ''),
      when: compassPointDate(status === 'active' ? point.createdDate : point.deletedDate, locale),
    };
  };
}

/** The compass points of one page: a table on wide screens, a card list on phones. */
export function CompassPointsRows({ points, status, settings, compact, onChanged }: CompassPointsRowsProps) {
  const { t } = useI18n();
  const cells = useCells(status);
  const whoLabel = t(status === 'active' ? 'compassPoint.list.fields.email' : 'compassPoint.list.fields.deletedByEmail');
  const whenLabel = t(status === 'active' ? 'compassPoint.list.fields.createdDate' : 'compassPoint.list.fields.deletedDate');

  if (compact) {
    return (
      <Stack component="ul" aria-label={t('routes.compassPointsList')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {points.map((point) => {
          const c = cells(point);
          return (
            <Card component="li" key={point.compassPointID} variant="outlined">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h2" variant="subtitle1">
                      {c.designation}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.status}
                    </Typography>
                  </Box>
                  <CompassPointRowMenu point={point} settings={settings} onChanged={onChanged} />
                </Stack>
                <Typography variant="body1" sx={{ mt: 1, fontWeight: 500 }}>
                  {c.name}
                </Typography>
                {c.selection ? (
                  <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
                    {c.selection}
                  </Typography>
                ) : null}
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
                  {whoLabel}: {c.who} · {whenLabel}: {c.when}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <TableContainer sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
      <Table size="small" aria-label={t('routes.compassPointsList')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('compassPoint.list.fields.designation')}</TableCell>
            <TableCell>{t('compassPoint.list.status')}</TableCell>
            <TableCell>{t('compassPoint.list.fields.name')}</TableCell>
            <TableCell>{t('compassPoint.list.selectedText')}</TableCell>
            <TableCell>{whoLabel}</TableCell>
            <TableCell>{t('compassPoint.list.date')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('compassPoint.list.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((point) => {
            const c = cells(point);
            return (
              <TableRow key={point.compassPointID} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.designation}</TableCell>
                <TableCell>{c.status}</TableCell>
                <TableCell>{c.name}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>{c.selection}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.who}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.when}</TableCell>
                <TableCell align="right" sx={{ width: 56 }}>
                  <CompassPointRowMenu point={point} settings={settings} onChanged={onChanged} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Read by screen readers, not shown (sx numbers 0-1 are fractions, hence the px strings). */
