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
  const { t, locale } = useI18n();
  const key = banner ? bannerDismissKey(banner) : '';
  const [dismissed, setDismissed] = useState(() => (key ? wasDismissed(key) : false));
  const [today] = useState(() => now ?? new Date());
  if (!banner || !isBannerVisible(banner, now ?? today, dismissed, allowed)) return null;
  const translated = banner.translations?.find((translation) => translation.lang === locale);

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
      {/* The tenant's text in the reader's language where it wrote one; dir="auto" keeps an untranslated text's
          punctuation right inside an Arabic page. */}
      <span dir="auto" lang={translated ? locale : undefined}>
        {translated?.text ?? banner.text}
      </span>
    </Alert>
  );
}
