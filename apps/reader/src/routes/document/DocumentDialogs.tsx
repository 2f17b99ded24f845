import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import CircularProgress from '@mui/material/CircularProgress';
import type { Version } from '@codex/domain';
import type { CitationType } from '@codex/data';
import { termLabel, useI18n } from '@codex/i18n';
import type { TenantUiConfig } from '@codex/data';
import { compareSelection, isCompareOptionDisabled } from './documentRules.js';
import { contactMessageParams, tenantContacts } from '../../app/tenantContacts.js';

/** The publisher's own document error message (document.error.publisher.<code>), or null when it has none. */
export function usePublisherErrorMessage(publisherCode: string | null | undefined): string | null {
  const { t } = useI18n();
  if (!publisherCode) return null;
  const key = `document.error.publisher.${publisherCode}`;
  const message = t(key);
  return message === key ? null : message;
}

/**
 * The tenant's no-access message (content-access-messages); OK or closing goes home.
 * `missing` shows 'no document content' instead (the server knows no such content), with the publisher's own message
 * (where it publishes the document) when the publisher is known.
 */
export function NoAccessDialog({ tenant, reason, publisherCode, onClose }: { tenant: TenantUiConfig; reason: 'denied' | 'missing'; publisherCode?: string | null; onClose: () => void }) {
  const { t } = useI18n();
  const contacts = tenantContacts(tenant);
  const params = contactMessageParams(contacts);
  const publisherMessage = usePublisherErrorMessage(publisherCode);
  const key = contacts.noAccessKey;
  return (
    <Dialog open onClose={onClose} aria-labelledby="document-no-access-title">
      <DialogTitle id="document-no-access-title">{t(reason === 'missing' ? 'document.noContent.title' : 'document.noAccess.title')}</DialogTitle>
      <DialogContent>
        {reason === 'missing' ? (
          <>
            <DialogContentText>{t('document.noContent.message')}</DialogContentText>
            {publisherMessage && <DialogContentText sx={{ mt: 1 }}>{publisherMessage}</DialogContentText>}
          </>
        ) : (
          <>
            <DialogContentText>{key ? t(key, params) : t('document.noAccess.message', params)}</DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {!key && t('document.noAccess.contact', params)}{' '}
              {contacts.salesLink && (
                <Link href={contacts.salesLink} target="_blank" rel="noopener">
                  {t('document.noAccess.salesLink')}
                </Link>
              )}
            </DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('document.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The no-PDF message: the document has no file to hand out (not downloadable, or the file is empty). */
export function NoPdfDialog({ tenant, onClose }: { tenant: TenantUiConfig; onClose: () => void }) {
  const { t } = useI18n();
  const contacts = tenantContacts(tenant);
  return (
    <Dialog open onClose={onClose} aria-labelledby="document-no-pdf-title">
      <DialogTitle id="document-no-pdf-title">{t('document.noPdf.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('document.noPdf.message', contactMessageParams(contacts))}</DialogContentText>
        {contacts.salesLink && (
          <Link href={contacts.salesLink} target="_blank" rel="noopener">
            {t('document.noAccess.salesLink')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('document.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}


/** Choose exactly two versions; once two are checked the others are disabled. Newer is the one listed first. */
export function CompareDialog(props: {
  versions: Version[];
  initial?: number[];
  onCompare: (newer: Version, older: Version) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [checked, setChecked] = useState<number[]>(props.initial ?? []);
  const compare = () => {
    const [a, b] = props.versions.filter((version) => checked.includes(version.id));
    // Versions come newest first: the first checked is the newer one.
    if (a && b) props.onCompare(a, b);
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="document-compare-title" fullWidth maxWidth="sm">
      <DialogTitle id="document-compare-title">{t('document.compare.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('document.compare.instructions')}</DialogContentText>
        <FormGroup>
          {props.versions.map((version) => (
            <FormControlLabel
              key={version.id}
              control={
                <Checkbox
                  checked={checked.includes(version.id)}
                  disabled={isCompareOptionDisabled(checked, version.id)}
                  onChange={() => setChecked((current) => compareSelection(current, version.id))}
                />
              }
              label={`${version.designationNo} · ${termLabel(t, 'status', version.status)}${version.publishedDate ? ` · ${version.publishedDate.slice(0, 10)}` : ''}`}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('document.cancel')}</Button>
        <Button onClick={compare} variant="contained" disabled={checked.length !== 2}>
          {t('document.compare.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Citation: style select, the text for it, and the RIS export. */
export function CitationDialog(props: {
  loadTypes: () => Promise<CitationType[]>;
  loadText: (style: string) => Promise<string>;
  exportRis: (style: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { loadTypes, loadText } = props;
  const [types, setTypes] = useState<CitationType[] | null>(null);
  const [style, setStyle] = useState('');
  const [citation, setCitation] = useState<{ style: string; text: string } | null>(null);
  const text = citation && citation.style === style ? citation.text : null;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadTypes()
      .then((list) => {
        setTypes(list);
        if (list[0]) setStyle(list[0].citationStyle);
      })
      .catch(() => setFailed(true));
  }, [loadTypes]);

  useEffect(() => {
    if (!style) return;
    let stale = false;
    loadText(style)
      .then((value) => !stale && setCitation({ style, text: value }))
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, [style, loadText]);

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="document-citation-title" fullWidth maxWidth="sm">
      <DialogTitle id="document-citation-title">{t('document.citation.title')}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{t('document.citation.failed')}</Alert>}
        {!types && !failed && <CircularProgress aria-label={t('document.loading')} />}
        {types && (
          <FormControl fullWidth sx={{ mt: 1 }}>
            <InputLabel id="document-citation-type">{t('document.citation.type')}</InputLabel>
            <Select labelId="document-citation-type" label={t('document.citation.type')} value={style} onChange={(event) => setStyle(event.target.value)}>
              {types.map((type) => (
                <MenuItem key={type.citationStyle} value={type.citationStyle}>
                  {type.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        {types && (
          <TextField
            sx={{ mt: 2 }}
            fullWidth
            multiline
            minRows={3}
            label={t('document.citation.text')}
            value={text ?? ''}
            placeholder={text === null ? t('document.loading') : ''}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void props.exportRis(style)} disabled={!style}>
          {t('document.citation.exportRis')}
        </Button>
        <Button onClick={props.onClose} variant="contained">
          {t('document.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
