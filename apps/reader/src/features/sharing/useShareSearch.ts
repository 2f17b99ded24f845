import { useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { isEmailAddress, TIMING } from '@codex/domain';
import { isSearchable, recipientsOf, showsExternalEntry, type Recipient } from './shareRules.js';
import { searchUsersAndGroups, searchUsersByEmail } from './sharingApi.js';

export interface ShareSearchState {
  status: 'loading' | 'ready' | 'failed';
  /** People (those found by an address, the '@' entry, marked external) and groups. */
  recipients: Recipient[];
  /** The term the recipients answer ('' for the default list). */
  term: string;
}

/**
 * People and groups for the share dialog: the default list at first and whenever the text is emptied, otherwise a
 * search once the trimmed text is longer than 2 characters, 500 ms after the last keystroke; with groups on, a term
 * containing '@' also looks the address up as an external user. A late answer for an older term is dropped.
 */
export function useShareSearch(http: AxiosInstance, term: string, groupsEnabled: boolean | null): ShareSearchState {
  const [state, setState] = useState<ShareSearchState>({ status: 'loading', recipients: [], term: '' });
  const latest = useRef(0);
  const trimmed = term.trim();
  const empty = trimmed === '';
  const searchable = isSearchable(trimmed);

  useEffect(() => {
    if (groupsEnabled === null || (!empty && !searchable)) return;
    const request = ++latest.current;
    const run = async () => {
      if (request !== latest.current) return;
      setState((previous) => ({ ...previous, status: 'loading' }));
      try {
        const lookUpAddress = showsExternalEntry(trimmed, groupsEnabled) && isEmailAddress(trimmed);
        const [content, external] = await Promise.all([
          searchUsersAndGroups(http, trimmed),
          lookUpAddress ? searchUsersByEmail(http, trimmed).catch(() => []) : Promise.resolve([]),
        ]);
        if (request !== latest.current) return;
        setState({ status: 'ready', recipients: recipientsOf(content, groupsEnabled, external), term: trimmed });
      } catch {
        if (request === latest.current) setState({ status: 'failed', recipients: [], term: trimmed });
      }
    };
    // The default list comes at once; a search waits for the typing to pause.
    if (empty) {
      void run();
      return;
    }
    const timer = setTimeout(() => void run(), TIMING.debounceMs);
    return () => clearTimeout(timer);
  }, [http, trimmed, empty, searchable, groupsEnabled]);

  return state;
}
