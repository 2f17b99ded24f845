import type { AxiosInstance } from 'axios';
import type { UserSubscription } from '@codex/domain';
import { useRemote } from '../../features/remote/index.js';
import {
  fetchAccessedDocuments,
  fetchFavoriteDocuments,
  fetchTrackedDocuments,
  fetchUpdatedDocuments,
  type ListedDocument,
} from '../../features/documentLists/index.js';
import { fetchHomeSubscriptions } from './homeApi.js';
import { HOME_CARDS_PER_TAB, type HomeTab } from './homeTabs.js';

export interface TabList {
  status: 'loading' | 'ready' | 'failed';
  documents: ListedDocument[];
  /** The whole list's size, for the tab's badge. */
  count: number;
}

export interface HomeLists {
  tabs: Partial<Record<HomeTab, TabList>>;
  subscriptions: { status: TabList['status']; list: UserSubscription[] };
}

type Loaded = { documents: ListedDocument[]; count: number };

function loaderOf(http: AxiosInstance, tab: HomeTab): (() => Promise<Loaded>) | null {
  const all = (documents: ListedDocument[]) => ({ documents, count: documents.length });
  switch (tab) {
    case 'recentlyAccessed':
      return async () => all(await fetchAccessedDocuments(http));
    case 'recentlyUpdated':
      return async () => all(await fetchUpdatedDocuments(http));
    case 'tracker':
      return async () => {
        const tracked = await fetchTrackedDocuments(http);
        return { documents: tracked.result, count: tracked.count };
      };
    case 'favorites':
      return async () => {
        const page = await fetchFavoriteDocuments(http, { page: 0, size: HOME_CARDS_PER_TAB });
        return { documents: page.list.map((favorite) => favorite.document), count: page.totalCount };
      };
    default:
      return null;
  }
}

/** Loads every list the tabs show, once per account, so each tab can carry its count badge; one failure spoils only its tab. */
export function useHomeLists(http: AxiosInstance, tabs: HomeTab[], accountKey: string): HomeLists {
  const remote = useRemote(`${accountKey}|${tabs.join(',')}`, async (): Promise<HomeLists> => {
    // Nothing is asked before an account is selected.
    if (tabs.length === 0) return { tabs: {}, subscriptions: { status: 'loading', list: [] } };
    const tabResults = await Promise.all(
      tabs.map(async (tab): Promise<[HomeTab, TabList] | null> => {
        const load = loaderOf(http, tab);
        if (!load) return null;
        try {
          const { documents, count } = await load();
          return [tab, { status: 'ready', documents: documents.slice(0, HOME_CARDS_PER_TAB), count }];
        } catch {
          return [tab, { status: 'failed', documents: [], count: 0 }];
        }
      }),
    );
    let subscriptions: HomeLists['subscriptions'];
    try {
      subscriptions = { status: 'ready', list: await fetchHomeSubscriptions(http) };
    } catch {
      subscriptions = { status: 'failed', list: [] };
    }
    return { tabs: Object.fromEntries(tabResults.filter((entry) => entry !== null)), subscriptions } satisfies HomeLists;
  });
  if (remote.status === 'fulfilled') return remote.data;
  const loading: TabList = { status: 'loading', documents: [], count: 0 };
  return { tabs: Object.fromEntries(tabs.map((tab) => [tab, loading])), subscriptions: { status: 'loading', list: [] } };
}
