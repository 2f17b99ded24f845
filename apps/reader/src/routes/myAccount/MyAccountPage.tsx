import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountSession, MetaDataOption } from '@codex/domain';
import { describeHttpError, fetchAccount } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices, useNotify } from '@codex/ui';
import { fetchMetaData, saveUserAccount, type AccountProfileForm } from './myAccountApi.js';
import { useSession } from '../../features/session/index.js';
import { MySeatsSection } from '../../features/licenceMeter/index.js';
import { NotificationPreferencesSection } from './NotificationPreferencesSection.js';
import { TrackingFeedSection } from './TrackingFeedSection.js';

const FIELDS = ['address1', 'address2', 'city', 'state', 'postalCode', 'country', 'mobile'] as const;
type Field = (typeof FIELDS)[number];

const formOf = (account: AccountSession): AccountProfileForm => {
  const profile = account.userAccounts[0];
  return {
    address1: profile?.address1 ?? '',
    address2: profile?.address2 ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    postalCode: profile?.postalCode ?? '',
    country: profile?.country ?? '',
    mobile: profile?.mobile ?? '',
  };
};

/**
 * /myAccount: name, e-mail and company, the editable address and mobile number, the notification choices and the seats
 * the reader holds.
 */
export function MyAccountPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const { session } = useSession();
  // Notification settings belong to a person: a network (IP) session without a personal sign-in has none.
  const personal = session.status === 'active' && session.hasSignedIn;
  const [account, setAccount] = useState<AccountSession | null>(null);
  const [failed, setFailed] = useState(false);
  const [countries, setCountries] = useState<MetaDataOption[]>([]);
  const [states, setStates] = useState<MetaDataOption[]>([]);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<AccountProfileForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchAccount(http).then(
      (loaded) => {
        if (!current) return;
        setAccount(loaded);
        setForm(formOf(loaded));
      },
      () => current && setFailed(true),
    );
    fetchMetaData(http, 'COUNTRY').then((list) => current && setCountries(list), () => undefined);
    fetchMetaData(http, 'STATE').then((list) => current && setStates(list), () => undefined);
    return () => {
      current = false;
    };
  }, [http]);

  if (failed) return <Alert severity="error">{t('home.loadFailed')}</Alert>;
  if (!account || !form) return <CircularProgress aria-label={t('app.loading')} />;

  const profile = account.userAccounts[0];
  const name = [account.firstName ?? profile?.firstName, account.lastName ?? profile?.lastName].filter(Boolean).join(' ');
  const company = profile?.companyName ?? account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId)?.accountName ?? '';
  const set = (field: Field) => (value: string) => {
    setForm({ ...form, [field]: value, ...(field === 'country' && value !== 'US' ? { state: '' } : {}) });
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (account.id === null) return;
    setSaving(true);
    setErrors({});
    try {
      await saveUserAccount(http, account.id, form);
      const reloaded = await fetchAccount(http);
      setAccount(reloaded);
      setForm(formOf(reloaded));
      setEditing(false);
      notify({ type: 'SUCCESS', message: t('myAccount.saved') });
    } catch (error) {
      const described = describeHttpError(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const fieldError of described?.fieldErrors ?? []) {
        const field = FIELDS.find((f) => f === fieldError.name);
        if (field) fieldErrors[field] = t(fieldError.messageKey);
      }
      setErrors(fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setForm(formOf(account));
    setErrors({});
    setEditing(false);
  };

  const text = (field: Exclude<Field, 'country' | 'state'>, autoComplete: string) => (
    <TextField
      label={t(`myAccount.fields.${field}`)}
      value={form[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      autoComplete={autoComplete}
      fullWidth
      // A phone number keeps its order in an Arabic page too (+1 703 555 0100, not 0100 555 703 1+).
      slotProps={field === 'mobile' ? { htmlInput: { dir: 'ltr', inputMode: 'tel' } } : undefined}
    />
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading text={t('routes.myAccount')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, rowGap: 1, m: 0, '& dd': { m: 0, fontWeight: 500 } }}>
          <dt>{t('myAccount.name')}</dt>
          <dd>{name || '—'}</dd>
          <dt>{t('myAccount.email')}</dt>
          <dd>{account.email ?? '—'}</dd>
          <dt>{t('myAccount.company')}</dt>
          <dd>{company || '—'}</dd>
        </Box>
      </Paper>

      {editing ? (
        <Paper component="form" variant="outlined" onSubmit={(event) => void save(event)} aria-labelledby="my-account-edit" noValidate sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="my-account-edit" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('myAccount.editTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('address1', 'address-line1')}
            {text('address2', 'address-line2')}
            {text('city', 'address-level2')}
            <TextField
              select
              label={t('myAccount.fields.country')}
              value={form.country}
              onChange={(event) => set('country')(event.target.value)}
              error={Boolean(errors.country)}
              helperText={errors.country}
              fullWidth
            >
              <MenuItem value="">{t('myAccount.none')}</MenuItem>
              {countries.map((country) => (
                <MenuItem key={country.id} value={country.code}>
                  {country.value}
                </MenuItem>
              ))}
            </TextField>
            {form.country === 'US' ? (
              <TextField
                select
                label={t('myAccount.fields.state')}
                value={form.state}
                onChange={(event) => set('state')(event.target.value)}
                error={Boolean(errors.state)}
                helperText={errors.state}
                fullWidth
              >
                <MenuItem value="">{t('myAccount.none')}</MenuItem>
                {states.map((state) => (
                  <MenuItem key={state.id} value={state.code}>
                    {state.value}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {text('postalCode', 'postal-code')}
            {text('mobile', 'tel')}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={cancel}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('common.save')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {t('myAccount.addressTitle')}
            </Typography>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('myAccount.edit')}
            </Button>
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, rowGap: 1, m: 0, '& dd': { m: 0 } }}>
            {FIELDS.filter((field) => field !== 'state' || form.country === 'US').map((field) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <dt>{t(`myAccount.fields.${field}`)}</dt>
                <dd>
                  {field === 'country'
                    ? (countries.find((c) => c.code === form.country)?.value ?? (form.country || '—'))
                    : field === 'state'
                      ? (states.find((s) => s.code === form.state)?.value ?? (form.state || '—'))
                      : form[field] || '—'}
                </dd>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
      {personal && <NotificationPreferencesSection />}
      {personal && <TrackingFeedSection />}
      {personal && <MySeatsSection />}
    </Stack>
  );
}
