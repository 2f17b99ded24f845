import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { isWebAddress } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices, useNotify } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { fetchExternalLinks, saveExternalLinks, type ExternalLinkRow } from './linksApi.js';

const POSITIONS = ['LEFT', 'BOTTOM', 'LEFT_BOTTOM'] as const;
/** As many links as the tenant configuration holds. */
const MAX_LINKS = 20;

type RowErrors = { label?: string; url?: string };

/** What is wrong with each row before it is sent: the server's own rules (a label, an http or https address). */
function validate(rows: ExternalLinkRow[]): RowErrors[] {
  return rows.map((row) => ({
    ...(row.label.trim() ? {} : { label: 'linksManagement.noLabel' }),
    ...(isWebAddress(row.url.trim()) ? {} : { url: 'linksManagement.badUrl' }),
  }));
}

/**
 * /links-management (page type links-management): the tenant's operator sees and edits the external links every
 * reader gets in the sidebar (LEFT) and on the home page (BOTTOM); the server checks and audits the change.
 */
export function LinksManagementPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const [reloads, setReloads] = useState(0);
  const state = useRemote(`links|${reloads}`, () => fetchExternalLinks(http));
  // What the operator is editing: the loaded links until the first change, then their own draft.
  const [draft, setDraft] = useState<ExternalLinkRow[] | null>(null);
  const rows = draft ?? (state.status === 'fulfilled' ? state.data : null);
  const setRows = (next: ExternalLinkRow[]) => setDraft(next);
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [saving, setSaving] = useState(false);

  const change = (index: number, field: keyof ExternalLinkRow, value: string) => setRows((rows ?? []).map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!rows || saving) return;
    const found = validate(rows);
    setErrors(found);
    if (found.some((e) => e.label || e.url)) return;
    setSaving(true);
    try {
      const saved = await saveExternalLinks(http, rows.map((row) => ({ ...row, label: row.label.trim(), url: row.url.trim() })));
      setRows(saved);
      notify({ type: 'SUCCESS', message: t('linksManagement.saved') });
    } catch {
      // The error catalogue has already told the user; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={save}>
      <PageHeading text={t('routes.linksManagement')} />
      <Typography color="text.secondary">{t('linksManagement.intro')}</Typography>

      {state.status === 'pending' && !rows ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? (
        <RemoteErrorAlert
          error={state.error}
          message={t('linksManagement.failed')}
          action={
            <Button color="inherit" size="small" onClick={() => setReloads((n) => n + 1)}>
              {t('compassPoint.notesPage.retry')}
            </Button>
          }
        />
      ) : null}

      {rows ? (
        <>
          {rows.length === 0 ? <Typography>{t('linksManagement.empty')}</Typography> : null}
          <Stack component="ol" spacing={2} aria-label={t('routes.linksManagement')} sx={{ p: 0, m: 0 }}>
            {rows.map((row, index) => {
              const n = index + 1;
              const rowErrors = errors[index] ?? {};
              return (
                <Card component="li" variant="outlined" key={index} sx={{ listStyle: 'none' }} aria-label={t('linksManagement.link', { n })}>
                  <CardContent>
                    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
                      <TextField
                        label={t('linksManagement.label')}
                        value={row.label}
                        onChange={(e) => change(index, 'label', e.target.value)}
                        required
                        error={Boolean(rowErrors.label)}
                        helperText={rowErrors.label ? t(rowErrors.label) : ' '}
                        slotProps={{ htmlInput: { maxLength: 255, dir: 'auto' } }}
                        sx={{ flex: 1 }}
                      />
                      <TextField
                        label={t('linksManagement.url')}
                        value={row.url}
                        onChange={(e) => change(index, 'url', e.target.value)}
                        required
                        type="url"
                        error={Boolean(rowErrors.url)}
                        helperText={rowErrors.url ? t(rowErrors.url) : ' '}
                        slotProps={{ htmlInput: { maxLength: 2048, dir: 'ltr' } }}
                        sx={{ flex: 2 }}
                      />
                      <TextField select label={t('linksManagement.position')} value={row.position} onChange={(e) => change(index, 'position', e.target.value)} sx={{ minWidth: 200 }}>
                        {POSITIONS.map((position) => (
                          <MenuItem key={position} value={position}>
                            {t(`linksManagement.positions.${position}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <Button
                        color="error"
                        startIcon={<DeleteOutline />}
                        onClick={() => {
                          setRows(rows.filter((_, i) => i !== index));
                          setErrors(errors.filter((_, i) => i !== index));
                        }}
                        sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
                      >
                        {t('linksManagement.remove', { n })}
                      </Button>
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
          </Stack>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<AddIcon />} disabled={rows.length >= MAX_LINKS} onClick={() => setRows([...rows, { label: '', url: 'https://', position: 'LEFT' }])}>
              {t('linksManagement.add')}
            </Button>
            {/* Not disabled while saving: a disabled button would drop the focus to the page; the spinner's mask keeps a second click off. */}
            <Button type="submit" variant="contained">
              {t('common.save')}
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
