import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_SEAT_IDLE_MINUTES, type LicenceMeterSettings } from '@codex/domain';
import { periodChoices } from '../../common/allowances.js';

const BASE = 'config.licenceMeter';
type AllowanceSetting = 'downloadAllowance' | 'printAllowance';
const ALLOWANCES: { setting: AllowanceSetting; kind: string }[] = [
  { setting: 'downloadAllowance', kind: 'download' },
  { setting: 'printAllowance', kind: 'print' },
];

/** A period is needed once a limit is written (the form keeps what was typed; the server says the same). */
function periodWithLimit(setting: AllowanceSetting) {
  return (value: unknown, values: { config?: { licenceMeter?: { [key: string]: { limit?: unknown } | undefined } } }) => {
    const limit = values.config?.licenceMeter?.[setting]?.limit;
    return limit !== undefined && limit !== null && limit !== '' && !value ? 'ra.validation.required' : undefined;
  };
}

/**
 * The tenant's licence meter (docs/adr/0065, 0066): how long a quiet seat stays held (default 15 minutes) and the
 * download and print allowances of subscriptions that set none of their own. Empty settings are left out.
 */
export function TenantLicenceMeterInputs() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`console.tenants.licenceMeter.${key}`, options);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('help')}
      </Typography>
      <NumberInput
        source={`${BASE}.seatIdleMinutes`}
        label="console.tenants.licenceMeter.seatIdleMinutes"
        helperText={<span>{t('seatIdleHelp', { minutes: DEFAULT_SEAT_IDLE_MINUTES })}</span>}
        placeholder={String(DEFAULT_SEAT_IDLE_MINUTES)}
        min={1}
        max={1440}
        step={1}
      />
      {ALLOWANCES.map(({ setting, kind }) => (
        <Box component="fieldset" key={setting} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Typography component="legend" variant="subtitle2" sx={{ mt: 2 }}>
            {translate(`console.licenceMeter.${kind}.default`)}
          </Typography>
          <NumberInput
            source={`${BASE}.${setting}.limit`}
            label={`console.licenceMeter.${kind}.limit`}
            helperText={<span>{t('allowanceHelp')}</span>}
            min={0}
            max={10_000}
            step={1}
          />
          <SelectInput source={`${BASE}.${setting}.period`} label={`console.licenceMeter.${kind}.period`} choices={periodChoices()} validate={periodWithLimit(setting)} />
        </Box>
      ))}
    </>
  );
}

/**
 * The licence meter as the shared schema takes it: an allowance without a limit is no allowance, and a meter with
 * nothing set is left out. `settings` has had its emptied inputs removed already.
 */
export function licenceMeterToSave(settings: Partial<Record<keyof LicenceMeterSettings, unknown>> | undefined): LicenceMeterSettings | undefined {
  if (!settings) return undefined;
  const kept: Record<string, unknown> = { ...settings };
  for (const { setting } of ALLOWANCES) {
    const allowance = kept[setting] as { limit?: unknown } | undefined;
    if (allowance && (allowance.limit === undefined || allowance.limit === '')) delete kept[setting];
  }
  return Object.keys(kept).length > 0 ? (kept as LicenceMeterSettings) : undefined;
}
