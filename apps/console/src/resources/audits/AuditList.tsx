import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Datagrid, FunctionField, List, TextField as RaTextField, useListContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../common/LocalDateField.js';
import { AUDIT_TYPES } from '@codex/domain';

interface AuditRecord {
  id: number;
  timestamp: string;
  principal: string;
  type: string;
  data: Record<string, unknown>;
}

interface AuditFilter {
  fromDate?: string;
  toDate?: string;
  type?: string;
  principal?: string;
}

interface FailedList {
  status?: number;
  body?: { errors?: Record<string, unknown> };
}

/**
 * Date range, type and principal. The server checks the range (an inverted one is a 400 on toDate); its field
 * errors are shown on these fields, and the list keeps the filter that was asked for so it can be corrected.
 */
function AuditFilterForm() {
  const translate = useTranslate();
  const { filterValues, setFilters, error } = useListContext<AuditRecord>();
  const applied = filterValues as AuditFilter;
  const [draft, setDraft] = useState<AuditFilter>(applied);

  const failure = error as FailedList | null;
  const fieldErrors = failure?.status === 400 ? (failure.body?.errors ?? {}) : {};
  const errorOf = (field: keyof AuditFilter) => {
    const message = fieldErrors[field];
    return typeof message === 'string' ? translate(message, { _: message }) : undefined;
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')), {});
  };
  const set = (field: keyof AuditFilter) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  return (
    <Box
      component="form"
      onSubmit={apply}
      aria-label={translate('console.audits.filter')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', p: 2 }}
    >
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate('resources.audits.fields.fromDate')}
        value={draft.fromDate ?? ''}
        onChange={set('fromDate')}
        error={Boolean(errorOf('fromDate'))}
        helperText={errorOf('fromDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        label={translate('resources.audits.fields.toDate')}
        value={draft.toDate ?? ''}
        onChange={set('toDate')}
        error={Boolean(errorOf('toDate'))}
        helperText={errorOf('toDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField select size="small" fullWidth={false} label={translate('resources.audits.fields.type')} value={draft.type ?? ''} onChange={set('type')} sx={{ minWidth: 240 }}>
        <MenuItem value="">
          <em>{translate('console.audits.allTypes')}</em>
        </MenuItem>
        {AUDIT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`console.audits.types.${type}`, { _: type })}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" fullWidth={false} label={translate('resources.audits.fields.principal')} value={draft.principal ?? ''} onChange={set('principal')} />
      <Button type="submit" variant="contained">
        {translate('console.audits.apply')}
      </Button>
      <Button
        type="button"
        onClick={() => {
          setDraft({});
          setFilters({}, {});
        }}
      >
        {translate('console.audits.clear')}
      </Button>
    </Box>
  );
}

/** management/audits: the tenant's audit trail, newest first, paged with the server's x-total-count. */
export default function AuditList() {
  const translate = useTranslate();
  return (
    <List actions={false} sort={{ field: 'timestamp', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
      <AuditFilterForm />
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <LocalDateField source="timestamp" showTime />
        <RaTextField source="principal" />
        <FunctionField<AuditRecord> source="type" render={(record) => translate(`console.audits.types.${record.type}`, { _: record.type })} />
        <FunctionField<AuditRecord>
          source="data"
          sortable={false}
          render={(record) => (
            <Box component="code" sx={{ fontSize: '0.8rem', wordBreak: 'break-all' }}>
              {Object.entries(record.data ?? {})
                .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
                .join(' · ')}
            </Box>
          )}
        />
      </Datagrid>
    </List>
  );
}
