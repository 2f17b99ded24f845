import { useEffect } from 'react';
import { Spinner } from '@codex/ui';
import { useI18n } from '@codex/i18n';

/** Where each console route of the reader's table continues in the console (served under /admin). */
export const CONSOLE_TARGETS = {
  admin: '/admin/',
  compassPointsAdminList: '/admin/compass-points',
  usageReport: '/admin/usage-report',
  compassPointsReport: '/admin/compass-points-report',
} as const;

/** The console is a separate app: a full page load hands the user over to it. */
export function ConsoleHandover({ target, assign = (url: string) => window.location.assign(url) }: { target: string; assign?: (url: string) => void }) {
  const { t } = useI18n();
  useEffect(() => {
    assign(target);
  }, [assign, target]);
  return <Spinner label={t('routes.console')} />;
}
