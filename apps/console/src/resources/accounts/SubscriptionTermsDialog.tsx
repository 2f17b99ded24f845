import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminAccount, AdminSubscription, AllowancePeriod } from '@codex/domain';
import { ALLOWANCE_PERIODS } from '../../common/allowances.js';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import {
  ALLOWANCE_FIELDS,
  draftProblems,
  serverErrors,
  termsDraft,
  termsRequest,
  type AllowanceChoice,
  type AllowanceDraft,
  type AllowanceField,
  type TermsDraft,
  type TermsErrors,
} from './subscriptionTerms.js';

const CHOICES: readonly AllowanceChoice[] = ['DEFAULT', 'NONE', 'LIMIT'];
/** The translation keys of one allowance's legend and inputs (`console.licenceMeter.download.*`, `.print.*`). */
const KIND: Record<AllowanceField, string> = { downloadAllowance: 'download', printAllowance: 'print' };

/** One allowance: the tenant's default, none allowed, or a limit per reader and document over a period. */
function AllowanceFieldset({ field, value, errors, onChange }: { field: AllowanceField; value: AllowanceDraft; errors: TermsErrors; onChange: (next: AllowanceDraft) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.licenceMeter.${KIND[field]}.${key}`);
  const shown = (key: keyof TermsErrors) => (errors[key] ? translate(errors[key]!, { _: errors[key]! }) : undefined);
  const whole = shown(field);
  return (
    <FormControl component="fieldset" error={Boolean(whole)}>
      <FormLabel component="legend">{t('legend')}</FormLabel>
      <RadioGroup value={value.choice} onChange={(event) => onChange({ ...value, choice: event.target.value as AllowanceChoice })}>
        {CHOICES.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={translate(`console.licenceMeter.choices.${choice}`)} />
        ))}
      </RadioGroup>
      {value.choice === 'LIMIT' && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <TextField
            type="number"
            label={t('limit')}
            value={value.limit}
            onChange={(event) => onChange({ ...value, limit: event.target.value })}
            error={Boolean(errors[`${field}.limit`])}
            helperText={shown(`${field}.limit`) ?? translate('console.licenceMeter.allowanceHelp')}
            slotProps={{ htmlInput: { min: 0, max: 10_000, step: 1, inputMode: 'numeric' } }}
            required
            sx={{ flex: '1 1 12rem' }}
          />
          <TextField
            select
            label={t('period')}
            value={value.period}
            onChange={(event) => onChange({ ...value, period: event.target.value as AllowancePeriod })}
            error={Boolean(errors[`${field}.period`])}
            helperText={shown(`${field}.period`)}
            sx={{ flex: '1 1 10rem' }}
          >
            {ALLOWANCE_PERIODS.map((period) => (
              <MenuItem key={period} value={period}>
                {translate(`console.licenceMeter.periods.${period}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {whole && <FormHelperText>{whole}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The operator's licence terms of one subscription (docs/adr/0065, 0066): how many people may read it at once and
 * its own download and print allowances. The server checks the ranges; its field errors stay on their fields.
 */
export function SubscriptionTermsDialog({ account, subscription, onClose }: { account: AdminAccount; subscription: AdminSubscription; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const titleId = useId();
  const [draft, setDraft] = useState<TermsDraft>(() => termsDraft(subscription));
  const [errors, setErrors] = useState<TermsErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const seatError = errors.seatLimit ? translate(errors.seatLimit, { _: errors.seatLimit }) : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems = draftProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await dataProvider.changeSubscriptionTerms(account.id, subscription.id, termsRequest(draft));
      notify('console.licenceMeter.saved', { type: 'success', messageArgs: { name: subscription.name } });
      refresh();
      onClose();
    } catch (failure) {
      const { body, message: key } = failure as { body?: { errors?: unknown }; message?: string };
      setErrors(serverErrors(body?.errors));
      setMessage(key || 'error.unknown');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{translate('console.licenceMeter.editTitle', { name: subscription.name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: '8px !important' }}>
          <TextField
            type="number"
            label={translate('console.licenceMeter.seatLimit')}
            value={draft.seatLimit}
            onChange={(event) => setDraft({ ...draft, seatLimit: event.target.value })}
            error={Boolean(seatError)}
            helperText={seatError ?? translate('console.licenceMeter.seatLimitHelp')}
            slotProps={{ htmlInput: { min: 1, max: 100_000, step: 1, inputMode: 'numeric' } }}
          />
          {ALLOWANCE_FIELDS.map((field) => (
            <AllowanceFieldset key={field} field={field} value={draft[field]} errors={errors} onChange={(next) => setDraft({ ...draft, [field]: next })} />
          ))}
          {message && (
            <Typography role="alert" color="error">
              {translate(message, { _: message })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
