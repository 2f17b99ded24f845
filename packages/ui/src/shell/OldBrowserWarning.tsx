import Alert from '@mui/material/Alert';
import { useI18n } from '@codex/i18n';

/** Old Internet Explorer identifies itself with MSIE (up to 10) or Trident (11). */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

export function OldBrowserWarning({ userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent }: { userAgent?: string }) {
  const { t } = useI18n();
  if (!isOldInternetExplorer(userAgent)) return null;
  return (
    <Alert severity="warning" square>
      {t('shell.oldBrowser')}
    </Alert>
  );
}
