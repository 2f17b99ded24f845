import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner, useAppServices } from '@codex/ui';
import { useI18n } from '@codex/i18n';
import type { UsageReportEmbed } from '@codex/domain';
import { CONSOLE_TARGETS } from './ConsoleHandover.js';

/** The spec's usage-report embed call: the console's report URL for the user's account and range (checked on the server). */
export const USAGE_REPORT_EMBED_PATH = '/api/v1/usage-report/embed-url';

/**
 * /usage-report: asks the server for the usage report's embed URL (the user's account, one week back to today, or
 * StartDate/EndDate given in the reader's URL) and hands over to the console there. Should the call fail, the
 * console's report opens on its own defaults, which are the same.
 */
export function UsageReportHandover({ assign = (url: string) => window.location.assign(url) }: { assign?: (url: string) => void }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [params] = useSearchParams();
  const startDate = params.get('StartDate');
  const endDate = params.get('EndDate');
  useEffect(() => {
    let current = true;
    const query = Object.fromEntries(Object.entries({ StartDate: startDate, EndDate: endDate }).filter(([, v]) => v));
    http.get<UsageReportEmbed>(USAGE_REPORT_EMBED_PATH, { params: query }).then(
      ({ data }) => {
        if (current) assign(data.EmbedUrl);
      },
      () => {
        if (current) assign(CONSOLE_TARGETS.usageReport);
      },
    );
    return () => {
      current = false;
    };
  }, [assign, endDate, http, startDate]);
  return <Spinner label={t('routes.console')} />;
}
