import { useState, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Datagrid, FunctionField, List, SearchInput, TextField as RaTextField, useListContext, useNotify, useTranslate, useUpdate } from 'react-admin';
import { ListLoadError } from '../../common/ListLoadError.js';

interface LoggerRecord {
  id: string;
  name: string;
  configuredLevel: string | null;
  effectiveLevel: string;
  levels: string[];
}

interface FailedCall {
  message?: string;
  body?: { errors?: Record<string, unknown> };
}

/** The level select of one logger: a change is sent at once and takes effect on the server without restart. */
function LevelControl({ record }: { record: LoggerRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<LoggerRecord>();
  const [error, setError] = useState<string | null>(null);

  const change = (configuredLevel: string | null) => {
    setError(null);
    update(
      'loggers',
      { id: record.id, data: { configuredLevel }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          notify('console.loggers.changed', { type: 'success', messageArgs: { name: record.name, level: saved.effectiveLevel } }),
        onError: (failure) => {
          const { message, body } = (failure ?? {}) as FailedCall;
          const fieldError = body?.errors?.configuredLevel ?? body?.errors?.name;
          const shown = typeof fieldError === 'string' ? fieldError : (message ?? 'error.unknown');
          setError(shown);
          notify(shown, { type: 'error' });
        },
      },
    );
  };

  // root follows nothing: without a level of its own it runs at its start-up level, which is what it shows.
  const root = record.name === 'root';
  const levelOf = translate('console.loggers.levelOf', { name: record.name });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        select
        // An id ties the label to the select: without one the browser's combobox has no name.
        id={`logger-level-${record.id}`}
        size="small"
        value={record.configuredLevel ?? (root ? record.effectiveLevel : '')}
        onChange={(event) => change(event.target.value || null)}
        disabled={isPending}
        label={levelOf}
        error={Boolean(error)}
        helperText={error ? translate(error, { _: error }) : undefined}
        sx={{ minWidth: { xs: 150, sm: 200 } }}
        slotProps={{
          select: {
            displayEmpty: true,
            // Named by aria-label, not only through the label's id: in Chromium the combobox of a logger's card (the
            // phone layout) had no name although its label is shown; aria-labelledby is dropped so this name is used.
            SelectDisplayProps: { 'aria-label': levelOf, 'aria-labelledby': undefined } as HTMLAttributes<HTMLDivElement>,
          },
          inputLabel: { shrink: true },
        }}
      >
        {!root && (
          <MenuItem value="">
            <em>{translate('console.loggers.followsRoot')}</em>
          </MenuItem>
        )}
        {record.levels.map((level) => (
          <MenuItem key={level} value={level}>
            {level}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" onClick={() => change(null)} disabled={isPending || record.configuredLevel === null} sx={{ mt: 0.5 }}>
        {translate('console.loggers.reset')}
      </Button>
    </Box>
  );
}

/** On a phone each logger is a card (name, effective level, level select and Reset), so nothing is cut off. */
function LoggerCards() {
  const translate = useTranslate();
  const { data } = useListContext<LoggerRecord>();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {(data ?? []).map((record) => (
        <Box component="li" key={record.id} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="p" sx={{ wordBreak: 'break-word' }}>
            {record.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.loggers.fields.effectiveLevel')}:{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {record.effectiveLevel}
            </Box>
          </Typography>
          <LevelControl record={record} />
        </Box>
      ))}
    </Box>
  );
}

/** management/loggers: every named logger with its effective level; the level changes inline. */
export default function LoggerList() {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      error={<ListLoadError />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.loggers.search')} />]}
      perPage={50}
      sort={{ field: 'name', order: 'ASC' }}
      pagination={false}
      exporter={false}
      actions={false}
    >
      {narrow ? (
        <LoggerCards />
      ) : (
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <RaTextField source="name" />
        <FunctionField<LoggerRecord>
          source="effectiveLevel"
          render={(record) => <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{record.effectiveLevel}</Typography>}
        />
        <FunctionField<LoggerRecord> source="configuredLevel" sortable={false} render={(record) => <LevelControl record={record} />} />
      </Datagrid>
      )}
    </List>
  );
}
