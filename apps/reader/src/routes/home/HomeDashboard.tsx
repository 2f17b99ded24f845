import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { AccountSession } from '@codex/domain';
import { isMenuShown, useAppServices } from '@codex/ui';
import { HOME_TAB_IDS, resolveHomeTab, visibleHomeTabs, type HomeTab, type HomeTabContext } from './homeTabs.js';
import { useHomeLists } from './useHomeLists.js';
import { HomeTabs } from './HomeTabs.js';
import { DocumentCardsPanel, SubscriptionCardsPanel } from './HomeCards.js';
import { TableOfContentsTab } from './TableOfContentsTab.js';

/**
 * The tabs of home and the active tab's cards, loaded after the greeting so the first paint stays light. An address
 * naming a tab the user may not open is replaced by the tab shown (the spec's redirects).
 */
export default function HomeDashboard({ account, tabKey }: { account: AccountSession; tabKey: string | undefined }) {
  const { tenantConfig, http } = useAppServices();
  const navigate = useNavigate();
  const features = new Set((tenantConfig.features ?? []).filter((f) => f.enabled).map((f) => f.code));
  const baseContext: Omit<HomeTabContext, 'subscriptionCount'> = {
    isCompany: account.userType === 'COMPANY',
    tocEnabled: features.has('home-page-toc'),
    trackerEnabled: features.has('show-tracker') && isMenuShown('Tracker', account, tenantConfig),
  };
  // Lists are loaded for every tab the user could have; the subscriptions tab shows once the count is known.
  const candidateTabs = visibleHomeTabs({ ...baseContext, subscriptionCount: 2 });
  const lists = useHomeLists(http, candidateTabs, `${account.id ?? ''}:${account.selectedAccountId ?? ''}`);
  const subscriptionsKnown = lists.subscriptions.status !== 'loading';
  const context: HomeTabContext = { ...baseContext, subscriptionCount: subscriptionsKnown ? lists.subscriptions.list.length : 2 };
  const tabs = visibleHomeTabs(context);
  const active = resolveHomeTab(tabKey, context);
  const counts = useMemo(() => {
    const out: Partial<Record<HomeTab, number>> = {};
    for (const tab of tabs) {
      const list = lists.tabs[tab];
      if (list?.status === 'ready') out[tab] = list.count;
      if ((tab === 'subscriptions' || tab === 'companySubscriptions') && subscriptionsKnown) out[tab] = lists.subscriptions.list.length;
    }
    return out;
  }, [tabs, lists, subscriptionsKnown]);
  const billboard = {
    name: account.billboard?.billboardName ?? tenantConfig.billboard?.BillBoardTitle ?? null,
    logo: account.billboard?.billboardLogo ?? null,
    rootKey: tenantConfig.billboard?.['tenant-publisher-only'] ? (account.billboard?.billboardInitialRootNode ?? tenantConfig.billboard.PublisherSearchKey) : null,
  };

  if (tabKey !== undefined && tabKey !== '' && subscriptionsKnown && tabKey !== String(HOME_TAB_IDS[active])) {
    return <Navigate to={`/home/${HOME_TAB_IDS[active]}`} replace />;
  }
  return (
    <HomeTabs tabs={tabs} active={active} counts={counts} onChange={(tab) => void navigate(`/home/${HOME_TAB_IDS[tab]}`)}>
      {active === 'tableOfContents' ? (
        <TableOfContentsTab billboard={billboard} />
      ) : active === 'subscriptions' || active === 'companySubscriptions' ? (
        <SubscriptionCardsPanel status={lists.subscriptions.status} subscriptions={lists.subscriptions.list} />
      ) : (
        <DocumentCardsPanel tab={active} list={lists.tabs[active]} />
      )}
    </HomeTabs>
  );
}
