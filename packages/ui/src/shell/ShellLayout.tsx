import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useI18n, type Locale } from '@codex/i18n';
import type { Branding } from '../theme.js';
import { Banner } from './Banner.js';
import { Footer } from './Footer.js';
import { Header, languageItems } from './Header.js';
import { OldBrowserWarning } from './OldBrowserWarning.js';
import { SkipLink } from './SkipLink.js';
import { useRouteFocus } from './useRouteFocus.js';
import {
  accountMenuItems,
  bannerAllowedBy,
  enabledSearchTypes,
  helpMenuItems,
  isLanguageMenuOn,
  sidebarItems,
  type NavItem,
  type ShellConfig,
  type ShellSession,
  type Subscription,
} from './rules.js';
import type { FetchSuggestions } from './typeAhead.js';

export interface ShellLayoutProps {
  config: ShellConfig & { branding: Pick<Branding, 'productName' | 'logoUrl'> };
  session: ShellSession;
  userName: string | null;
  /** Account menu actions: signIn, register, switchAccount, signOut. */
  onAccountAction: (id: string) => void;
  /** The sidebar's and help menu's actions the app carries out: eLearning, and help downloads (item.helpDocument). */
  onNavAction?: (id: string, item: NavItem) => void;
  /** Home has its own search, so the header's secondary navigation is hidden there. */
  isHome: boolean;
  subscriptions?: Subscription[];
  fetchSuggestions?: FetchSuggestions;
  /** The banner's clock; tests fix it. */
  now?: Date;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

// The sidebar starts hidden: its code loads when it is first opened and stays for the closing animation and later use.
const Sidebar = lazy(async () => ({ default: (await import('./Sidebar.js')).Sidebar }));

/** The frame every reader page lives in: header, sidebar, banner, main content and footer. */
export function ShellLayout({ config, session, userName, onAccountAction, onNavAction, isHome, subscriptions, fetchSuggestions, now, children }: ShellLayoutProps) {
  const { t, setLocale } = useI18n();
  const theme = useTheme();
  const smallScreen = useMediaQuery(theme.breakpoints.down('md'));
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarUsed, setSidebarUsed] = useState(false);
  const account = session.status === 'active' ? (session.account ?? null) : null;
  const languageMenu = isLanguageMenuOn(config);
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);

  const navigation = useMemo(
    () => sidebarItems(session, config, { subscriptions, smallScreen, languages: languageMenu ? languageItems() : [] }),
    [session, config, subscriptions, smallScreen, languageMenu],
  );
  const sidebarAction = useCallback(
    (id: string, item: NavItem) => {
      if (languageItems().some((language) => language.id === id)) void setLocale(id as Locale);
      else onNavAction?.(id, item);
    },
    [setLocale, onNavAction],
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink target={MAIN_ID} placement="floating">
        {t('shell.skipToContent')}
      </SkipLink>
      <OldBrowserWarning />
      <Header
        branding={config.branding}
        userName={userName}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => {
          setSidebarUsed(true);
          setSidebarOpen((open) => !open);
        }}
        accountItems={accountMenuItems(session, config)}
        helpItems={helpMenuItems(config)}
        onHelpAction={onNavAction}
        onAccountAction={onAccountAction}
        showLanguageMenu={languageMenu}
        showSearch={!isHome && session.status === 'active'}
        searchTypes={enabledSearchTypes(config, account)}
        searchTypeConfig={config['search-types-configuration'] ?? []}
        fetchSuggestions={fetchSuggestions}
      />
      {sidebarUsed ? (
        <Suspense fallback={null}>
          <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} items={navigation} onAction={sidebarAction} />
        </Suspense>
      ) : null}
      <Banner banner={config.banner} now={now} allowed={bannerAllowedBy(session)} />
      <Box component="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 }, width: '100%', maxWidth: 1280, mx: 'auto', outline: 'none' }}>
        {children}
      </Box>
      {session.status === 'active' ? <Footer links={config.footer ?? []} /> : null}
    </Box>
  );
}
