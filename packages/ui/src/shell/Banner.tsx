import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useI18n } from '@codex/i18n';
import { bannerDismissKey, isBannerVisible, type ShellConfig } from './rules.js';

function wasDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * The tenant's announcement while inside its dates and while the session flag allows it (`allowed`, from
 * bannerAllowedBy); closing it is remembered for the browser session.
 */
export function Banner({ banner, now, allowed }: { banner: ShellConfig['banner']; now?: Date; allowed: boolean }) {
  const { t } = useI18n();
  const key = banner ? bannerDismissKey(banner) : '';
  const [dismissed, setDismissed] = useState(() => (key ? wasDismissed(key) : false));
  const [today] = useState(() => now ?? new Date());
  if (!banner || !isBannerVisible(banner, now ?? today, dismissed, allowed)) return null;

  const close = () => {
    try {
      sessionStorage.setItem(key, 'true');
    } catch {
      // Storage may be unavailable (private mode); the banner then stays closed until the next page load only.
    }
    setDismissed(true);
  };

  return (
    <Alert
      severity="info"
      square
      role="region"
      aria-label={t('shell.banner.label')}
      onClose={close}
      slotProps={{ closeButton: { 'aria-label': t('shell.banner.close'), title: t('shell.banner.close') } }}
    >
      {/* The tenant writes the text in one language; dir="auto" keeps its punctuation right inside an Arabic page. */}
      <span dir="auto">{banner.text}</span>
    </Alert>
  );
}
