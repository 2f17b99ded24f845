import type { HttpClient } from '@codex/data';
import { downloadFile } from '@codex/data/dataProvider';

/** The thread dump as a file (the operator's download). */
const THREADDUMP_DOWNLOAD = { method: 'GET', path: '/management/threaddump?download=1' } as const;

/** The threaddump page's calls beyond react-admin's methods. */
export interface ThreaddumpCalls {
  downloadThreadDump(): Promise<{ blob: Blob; filename: string }>;
}

export function threaddumpCalls(http: HttpClient): ThreaddumpCalls {
  return {
    async downloadThreadDump() {
      return downloadFile(http, THREADDUMP_DOWNLOAD.path, { fallbackName: 'threaddump.json' });
    },
  };
}
