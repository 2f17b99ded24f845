import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SearchType } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { enabledSearchTypes, useAppServices, usePageTitle } from '@codex/ui';
import { useSession } from '../../features/session/index.js';
import { greetingLine, greetingName } from './greeting.js';
import { HomeHero } from './HomeHero.js';

// The greeting paints with the shell; the search form, the tabs and the cards follow in their own chunks, which keeps
// the home route's initial JavaScript inside its budget (docs/benchmarks.md).
const HeroSearchForm = lazy(() => import('./HeroSearchForm.js'));
const HomeDashboard = lazy(() => import('./HomeDashboard.js'));
const HomeExtras = lazy(() => import('./HomeExtras.js'));
const IhsResolverRedirect = lazy(() => import('../../features/legacyLinks/ResolverRedirect.js').then((m) => ({ default: m.IhsResolverRedirect })));

export function HomePage() {
  const { t } = useI18n();
  const { tenantConfig } = useAppServices();
  const { session, signIn } = useSession();
  const { key } = useParams();
  const [searchParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const ihsResolver = searchParams.get('ihsResolver');

  const account = session.status === 'active' ? session.account : null;
  const ready = account !== null && account.selectedAccountId !== null;

  // Home is the library's front page: its name alone.
  usePageTitle(null);

  if (ihsResolver !== null) {
    return (
      <Suspense fallback={<CircularProgress aria-label={t('app.loading')} />}>
        <IhsResolverRedirect value={ihsResolver} />
      </Suspense>
    );
  }

  const isHeroRoute = key === undefined || key === '';
  const searchTypes: SearchType[] = enabledSearchTypes(tenantConfig, account);
  const typeLabel = (code: SearchType) => t((tenantConfig['search-types-configuration'] ?? []).find((entry) => entry.code === code)?.['label-i18n-key'] ?? code);
  const name = account ? greetingName(account) : '';
  const greeting = greetingLine(tenantConfig['greeting-text-i18n-key'] ? t(tenantConfig['greeting-text-i18n-key']) : '', name);
  const hasSignedIn = session.status === 'active' && session.hasSignedIn;

  const signInButton =
    session.status !== 'loading' && !hasSignedIn ? (
      <Button
        variant="contained"
        color="secondary"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void signIn('/').finally(() => setLeaving(false));
        }}
      >
        {t('app.auth.signIn')}
      </Button>
    ) : null;

  return (
    <Stack spacing={3}>
      {isHeroRoute ? (
        <HomeHero
          greeting={greeting}
          welcome={tenantConfig['welcome-text-i18n-key'] ? t(tenantConfig['welcome-text-i18n-key']) : ''}
          signedInAs={hasSignedIn ? t('app.auth.signedInAs', { name: session.name }) : null}
          search={
            session.status === 'active' && searchTypes.length > 0 ? (
              <Suspense fallback={null}>
                <HeroSearchForm searchTypes={searchTypes} typeLabel={typeLabel} />
              </Suspense>
            ) : null
          }
          signIn={signInButton}
        />
      ) : null}

      {session.status === 'loading' ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {session.status === 'failed' ? (
        <Typography role="alert" color="error">
          {t('app.startupFailed')}
        </Typography>
      ) : null}
      {!isHeroRoute && signInButton ? <Stack direction="row">{signInButton}</Stack> : null}

      <Suspense fallback={<CircularProgress aria-label={t('app.loading')} />}>
        {ready && account ? <HomeDashboard account={account} tabKey={key} /> : null}
        {session.status === 'active' ? (
          <HomeExtras tips={tenantConfig['tips-tricks'] ?? []} externalLinks={tenantConfig.externalLinks ?? []} community={tenantConfig.kind === 'community'} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
