import { useMemo, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { Version } from '@codex/domain';
import * as api from '@codex/data';

/** Two versions being compared, as PDF or HTML redline. */
export interface Comparing {
  kind: 'PDF' | 'HTML';
  newer: Version;
  older: Version;
}

/** The comparison the page shows instead of its tabs, and the calls that make it (kept for as long as it is shown). */
export function useVersionCompare(http: AxiosInstance) {
  const [comparing, setComparing] = useState<Comparing | null>(null);
  const htmlJob = useMemo(() => {
    if (!comparing || comparing.kind !== 'HTML') return null;
    const { newer, older } = comparing;
    return {
      start: () => api.startHtmlComparison(http, newer.id, older.id),
      check: () => api.checkHtmlComparison(http, newer.id, older.id),
    };
  }, [comparing, http]);
  const pdfCompare = useMemo(() => {
    if (!comparing || comparing.kind !== 'PDF') return null;
    const { newer, older } = comparing;
    return () => api.comparePdf(http, older.id, newer.id);
  }, [comparing, http]);
  return { comparing, setComparing, htmlJob, pdfCompare };
}
