import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UserSubscription } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { DocumentCard } from '../../features/documentLists/index.js';
import type { HomeTab } from './homeTabs.js';
import type { TabList } from './useHomeLists.js';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

/** Where "see all" leads from a tab, when the product has a page for the whole list. */
const SEE_ALL: Partial<Record<HomeTab, string>> = { favorites: '/favorites', tracker: '/trackChanges' };

/** Up to six document cards, a loading state, or the tab's empty state. */
export function DocumentCardsPanel({ tab, list }: { tab: HomeTab; list: TabList | undefined }) {
  const { t } = useI18n();
  if (!list || list.status === 'loading') return <CircularProgress aria-label={t('app.loading')} />;
  if (list.status === 'failed') return <Alert severity="error">{t('home.loadFailed')}</Alert>;
  if (list.documents.length === 0) return <Typography color="text.secondary">{t(`home.empty.${tab}`)}</Typography>;
  const footer = tab === 'tracker' ? 'tracking' : tab === 'recentlyUpdated' ? 'updated' : undefined;
  const seeAll = SEE_ALL[tab];
  return (
    <>
      <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
        {list.documents.map((document) => (
          <li key={document.contentCode}>
            <DocumentCard document={document} footer={footer} />
          </li>
        ))}
      </Box>
      {seeAll && list.count > list.documents.length ? (
        <Link component={RouterLink} to={seeAll} sx={{ display: 'inline-block', mt: 2 }}>
          {t('home.seeAll', { count: list.count })}
        </Link>
      ) : null}
    </>
  );
}

/** The subscriptions tabs: one card per subscription, opening its entitled search. */
export function SubscriptionCardsPanel({ status, subscriptions }: { status: TabList['status']; subscriptions: UserSubscription[] }) {
  const { t } = useI18n();
  if (status === 'loading') return <CircularProgress aria-label={t('app.loading')} />;
  if (status === 'failed') return <Alert severity="error">{t('home.loadFailed')}</Alert>;
  if (subscriptions.length === 0) return <Typography color="text.secondary">{t('home.empty.subscriptions')}</Typography>;
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={`/mysubscription-search?content=&stype=A&subscription=${encodeURIComponent(subscription.subscriptionInfo.publisherSearchKey)}`}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                {subscription.subscriptionInfo.subscriptionImagePath ? (
                  <Box component="img" src={subscription.subscriptionInfo.subscriptionImagePath} alt="" sx={{ width: 48, height: 48, objectFit: 'contain' }} />
                ) : null}
                <Box>
                  <Typography variant="subtitle2" component="p" color="primary">
                    {subscription.subscriptionInfo.subscriptionAbbrName}
                  </Typography>
                  <Typography component="h3" sx={{ fontWeight: 500 }}>
                    {subscription.subscriptionInfo.subscriptionName}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
