import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UsageReportAccount } from '@codex/domain';
import type { ConsoleDataProvider } from '../providers/dataProvider.js';

const labelOf = (account: UsageReportAccount) => `${account.accountNumber} – ${account.name}`;

/**
 * The account a console page works on: the operator searches the tenant's accounts by number or name (the usage
 * report's account list); an ADMIN or REPORT_VIEW user only ever has their own, so the picker shows it and offers
 * nothing else. Clearable (a list's filter), clearing it calls onChange(null): every account again.
 */
export function AccountPicker({
  value,
  onChange,
  clearable = false,
  placeholder,
}: {
  value: UsageReportAccount | null;
  onChange: (account: UsageReportAccount | null) => void;
  clearable?: boolean;
  placeholder?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<UsageReportAccount[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      dataProvider.usageAccounts(input && value && input === labelOf(value) ? undefined : input, controller.signal).then(
        ({ data }) => {
          setOptions(data);
          setLoading(false);
        },
        () => {
          if (!controller.signal.aborted) setLoading(false);
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, input, value]);

  return (
    <Autocomplete
      sx={{ width: { xs: '100%', sm: '20rem' } }}
      size="small"
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, next) => {
        if (next || clearable) onChange(next);
      }}
      disableClearable={!clearable && value !== null}
      renderInput={(params) => (
        <TextField {...params} label={translate('console.usageReports.account')} placeholder={placeholder ?? translate('console.usageReports.accountHint')} slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }} />
      )}
    />
  );
}
