import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CompassPoint, CompassPointPage } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../remote/index.js';
import { AnnotationsActions } from './annotations/index.js';
import { CompassPointRowMenu } from './CompassPointRowMenu.js';
import { CompassPointStateChip, useWhoAndWhen } from './CompassPointBits.js';
import { StatusSwitch } from './StatusSwitch.js';
import { documentCompassPointPage, type CompassPointListStatus } from './compassPointsApi.js';
import { selectedTextOf, truncate, TRUNCATION } from './compassPointRules.js';
import type { CompassPointSettingsAnswer } from './compassPointTypes.js';

export interface DocumentCompassPointsPanelProps {
  contentID: number;
  contentCode: string;
  settings: CompassPointSettingsAnswer | null;
  /** Changes whenever the document's compass points change elsewhere (a new one in the viewer): the page reloads. */
  refreshKey: number;
  onOpen(point: CompassPoint): void;
  onChanged(point: CompassPoint): void;
  /** Compass points were imported (W3C annotations): the viewer's highlights reload too. */
  onImported?(): void;
}

export const PANEL_PAGE_SIZE = 10;

/**
 * The document's Compass Points tab (position 5): the account's compass points on it, active or deactivated, with
 * their state, who and when, the row menu and pagination; a click on a row opens the compass point.
 */
export function DocumentCompassPointsPanel({ contentID, contentCode, settings, refreshKey, onOpen, onChanged, onImported }: DocumentCompassPointsPanelProps) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const whoAndWhen = useWhoAndWhen();
  const [status, setStatus] = useState<CompassPointListStatus>('active');
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const state = useRemote<CompassPointPage>(`${contentID}|${status}|${page}|${refreshKey}|${reloads}`, () =>
    documentCompassPointPage(http, { contentID, status, offset: page * PANEL_PAGE_SIZE, pageSize: PANEL_PAGE_SIZE }),
  );
  const data = state.data ?? state.previous;

  const changed = (point: CompassPoint) => {
    // A compass point that changed state leaves this view; the last one of a page takes the user a page back.
    const leaves = (point.status === 'ACTIVE') !== (status === 'active');
    if (leaves && data && data.content.length === 1 && page > 0) setPage(page - 1);
    else setReloads((n) => n + 1);
    onChanged(point);
  };

  return (
    <Stack spacing={2} aria-label={t('compassPoint.panel.title', { contentCode })} component="section">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('compassPoint.panel.heading')}
        </Typography>
        <StatusSwitch
          status={status}
          onChange={(next) => {
            setStatus(next);
            setPage(0);
          }}
        />
      </Stack>
      <AnnotationsActions
        contentCode={contentCode}
        onImported={() => {
          setReloads((n) => n + 1);
          onImported?.();
        }}
      />
      {state.status === 'pending' && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('compassPoint.list.failed')} /> : null}
      {data && data.content.length === 0 && state.status !== 'rejected' ? (
        <Typography color="text.secondary">{t(status === 'active' ? 'compassPoint.list.emptyActive' : 'compassPoint.list.emptyDeactivated')}</Typography>
      ) : null}
      {data && data.content.length > 0 ? (
        <>
          <List aria-label={t('compassPoint.panel.heading')} aria-busy={state.status === 'pending'} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            {data.content.map((point) => {
              const selection = selectedTextOf(point);
              return (
                <ListItem key={point.compassPointID} divider disablePadding secondaryAction={<CompassPointRowMenu point={point} settings={settings} onChanged={changed} />}>
                  <ListItemButton onClick={() => onOpen(point)} sx={{ pr: 7 }}>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {point.name ? <bdi>{truncate(point.name, TRUNCATION.listName)}</bdi> : t('compassPoint.details.untitled')}
                        </Typography>
                        <CompassPointStateChip status={point.status} />
                      </Stack>
                      {selection ? (
                        <Tooltip title={truncate(selection, TRUNCATION.listTooltip)} slotProps={{ tooltip: { dir: 'auto' } }}>
                          <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                            <bdi>{truncate(selection, TRUNCATION.listSelection)}</bdi>
                          </Typography>
                        </Tooltip>
                      ) : null}
                      {whoAndWhen(point).map((line) => (
                        <Typography key={line} variant="caption" component="p" color="text.secondary">
                          {line}
                        </Typography>
                      ))}
                    </Box>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={PANEL_PAGE_SIZE}
            rowsPerPageOptions={[PANEL_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
          />
        </>
      ) : null}
    </Stack>
  );
}
