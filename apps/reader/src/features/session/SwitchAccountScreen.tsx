import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Entitlement } from '@codex/domain';
import { leftToRight, useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';

interface SwitchAccountScreenProps {
  entitlements: Entitlement[];
  /** The address the session came from, when the server tells it; blank otherwise. */
  ipAddress?: string | null;
  supportEmail?: string;
  onSelect: (accountId: number) => Promise<void>;
}

/** Several accounts and none chosen yet: the user picks the one this session acts for. */
export function SwitchAccountScreen({ entitlements, ipAddress, supportEmail, onSelect }: SwitchAccountScreenProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const select = async (accountId: number) => {
    setBusy(true);
    setFailed(false);
    try {
      await onSelect(accountId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageHeading text={t('session.switchAccount.title')} />
      <Typography>{t('session.switchAccount.intro')}</Typography>
      {failed ? <Alert severity="error">{t('session.switchAccount.failed')}</Alert> : null}
      <List aria-label={t('session.switchAccount.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {entitlements.map((entitlement) => (
          <ListItem
            key={entitlement.accountId}
            divider
            secondaryAction={
              <Button
                variant="contained"
                disabled={busy}
                aria-label={t('session.switchAccount.selectAccount', { name: entitlement.accountName })}
                onClick={() => void select(entitlement.accountId)}
              >
                {t('session.switchAccount.select')}
              </Button>
            }
            sx={{ pr: 14 }}
          >
            <ListItemText primary={entitlement.accountName} secondary={t('session.switchAccount.accountNumber', { number: entitlement.accountNumber })} />
          </ListItem>
        ))}
      </List>
      <Typography>{ipAddress ? t('session.switchAccount.ip', { ip: leftToRight(ipAddress) }) : t('session.switchAccount.ipUnknown')}</Typography>
      {supportEmail ? (
        <Typography>
          <Link href={`mailto:${supportEmail}`}>{t('session.switchAccount.supportLink')}</Link> ({supportEmail})
        </Typography>
      ) : null}
    </Stack>
  );
}
