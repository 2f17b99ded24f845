import { useCallback, useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { AllowanceRefusal, DocumentAllowances } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { notificationFromDescriptor, useNotify } from '@codex/ui';
import { countPrint, fetchAllowances } from './licenceMeterApi.js';

export interface Allowances {
  /** What is left of the document's downloads and prints; null until known (or when it cannot be told). */
  allowances: DocumentAllowances | null;
  /** Asks again, after a download. */
  refresh: () => void;
  /**
   * Counts a print before it is made: true to go on and print; false when refused (the allowance's refusal is handed
   * to `onRefused`, another limit is told by a notification, a failed call by the error catalogue).
   */
  beforePrint: () => Promise<boolean>;
}

/** The document's download and print allowances, and the print's count before each print (docs/adr/0066). */
export function useAllowances(http: AxiosInstance, contentCode: string, enabled: boolean, onRefused: (refusal: AllowanceRefusal) => void): Allowances {
  const { t } = useI18n();
  const notify = useNotify();
  const [allowances, setAllowances] = useState<DocumentAllowances | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!enabled || !contentCode) return;
    let active = true;
    fetchAllowances(http, contentCode).then(
      (answer) => active && setAllowances(answer),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [http, contentCode, enabled, asked]);

  const refresh = useCallback(() => setAsked((count) => count + 1), []);

  const beforePrint = useCallback(async () => {
    let answer;
    try {
      answer = await countPrint(http, contentCode);
    } catch {
      // Told by the error catalogue; nothing is printed uncounted.
      return false;
    }
    if (answer.kind === 'counted') {
      setAllowances(answer.allowances);
      return true;
    }
    if (answer.kind === 'refused') {
      onRefused(answer.allowance);
      refresh();
    } else notify(notificationFromDescriptor(answer.notice, t));
    return false;
  }, [http, contentCode, onRefused, refresh, notify, t]);

  return { allowances, refresh, beforePrint };
}
