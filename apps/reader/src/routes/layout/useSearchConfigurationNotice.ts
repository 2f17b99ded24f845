import { useEffect } from 'react';
import { useI18n } from '@codex/i18n';
import { isSearchConfigurationMissing, useNotify, type ShellConfig } from '@codex/ui';

/**
 * A tenant without a search configuration: the searches are disabled (the header's field says so, home offers none)
 * and, once the session is active, an ERROR notification tells the user (spec "groups, sharing, session and shell",
 * sections 4 and 8: "Missing search configuration: error notification and disabled search").
 */
export function useSearchConfigurationNotice(config: Pick<ShellConfig, 'search-types-configuration'>, sessionActive: boolean): void {
  const { t } = useI18n();
  const notify = useNotify();
  const missing = isSearchConfigurationMissing(config);
  useEffect(() => {
    if (missing && sessionActive) notify({ type: 'ERROR', message: t('shell.search.unavailable') });
    // Told once per session and configuration, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, sessionActive, notify]);
}
