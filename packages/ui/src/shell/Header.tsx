import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Language from '@mui/icons-material/Language';
import MenuIcon from '@mui/icons-material/Menu';
import { LANGUAGE_NAMES, LOCALES, useI18n, type Locale } from '@codex/i18n';
import type { SearchType } from '@codex/domain';
import type { Branding } from '../theme.js';
import { truncateUserName } from '../userName.js';
import { NavMenu } from './NavMenu.js';
import { SIDEBAR_ID } from './ids.js';
import type { NavItem, ShellConfig } from './rules.js';
import type { FetchSuggestions } from './typeAhead.js';

export interface HeaderProps {
  branding: Pick<Branding, 'productName' | 'logoUrl'>;
  userName: string | null;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  accountItems: NavItem[];
  helpItems: NavItem[];
  /** A help menu entry the app carries out (a help download). */
  onHelpAction?: (id: string, item: NavItem) => void;
  onAccountAction: (id: string) => void;
  showLanguageMenu: boolean;
  /** Secondary navigation (the header search) is hidden on home, which has its own search. */
  showSearch: boolean;
  searchTypes: SearchType[];
  searchTypeConfig: NonNullable<ShellConfig['search-types-configuration']>;
  fetchSuggestions?: FetchSuggestions;
}

/** Language entries for the language menus: each language named in itself. */
export function languageItems(): NavItem[] {
  return LOCALES.map((locale) => ({ id: locale, labelKey: LANGUAGE_NAMES[locale], label: LANGUAGE_NAMES[locale], lang: locale }));
}

// Home has no header search, so its code (input, type-ahead panel) loads only on the first page that shows it.
const HeaderSearch = lazy(async () => ({ default: (await import('./HeaderSearch.js')).HeaderSearch }));

const hideOnSmall = { display: { xs: 'none', md: 'inline-flex' } };

/** The sticky header's height, as a CSS variable the theme's scroll-padding-top reads (theme.ts). */
export const HEADER_HEIGHT_VARIABLE = '--codex-header-height';

/**
 * Keeps HEADER_HEIGHT_VARIABLE at the header's height as it wraps (phones put the search on a second row), so an
 * element that takes focus is scrolled clear of the sticky header (WCAG 2.4.11 focus not obscured).
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, []);
  return header;
}

export function Header(props: HeaderProps) {
  const { t, locale, setLocale } = useI18n();
  const { branding, userName } = props;
  const shownName = userName ? truncateUserName(userName) : null;
  const header = useHeaderHeightVariable();

  return (
    <AppBar ref={header} position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 0.5, md: 0 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={props.sidebarOpen ? t('shell.header.closeMenu') : t('shell.header.openMenu')}
          aria-expanded={props.sidebarOpen}
          aria-controls={SIDEBAR_ID}
          onClick={props.onToggleSidebar}
          sx={{ '&:focus-visible': { outline: '2px solid currentColor' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          // On phones the product name is hidden: the link still says where it goes.
          aria-label={branding.productName}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', minWidth: 0, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
        >
          {/* The product name beside it says what the logo says, so the image itself is decorative. */}
          <Box component="img" src={branding.logoUrl} alt="" sx={{ height: 32, width: 'auto' }} />
          <Typography component="span" variant="h6" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {branding.productName}
          </Typography>
        </Box>
        {props.showSearch ? (
          <Box sx={{ order: { xs: 10, md: 0 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, display: 'flex', pb: { xs: 1, md: 0 } }}>
            <Suspense fallback={<Box sx={{ flexGrow: 1, minHeight: 40 }} />}>
              <HeaderSearch types={props.searchTypes} typeConfig={props.searchTypeConfig} fetchSuggestions={props.fetchSuggestions} />
            </Suspense>
          </Box>
        ) : (
          // On phones the account box takes all the room left itself; a spacer there would halve the user's name.
          <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
        )}
        {/*
          On phones this box takes no room of its own (flex basis 0), so it never wraps onto a second row:
          the account name is cut with an ellipsis instead. From md up it sizes to its buttons.
        */}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, ml: 'auto', minWidth: 0, flex: { xs: '1 1 0', md: '0 0 auto' } }}>
          <Box sx={hideOnSmall}>
            <NavMenu id="help-menu" buttonLabel={t('shell.help.menu')} startIcon={<HelpOutline />} items={props.helpItems} onAction={props.onHelpAction} />
          </Box>
          {props.showLanguageMenu ? (
            <Box sx={hideOnSmall}>
              <NavMenu
                id="language-menu"
                buttonLabel={LANGUAGE_NAMES[locale]}
                buttonTitle={t('shell.language.current', { language: LANGUAGE_NAMES[locale] })}
                startIcon={<Language />}
                items={languageItems()}
                selectedId={locale}
                onAction={(id) => void setLocale(id as Locale)}
              />
            </Box>
          ) : null}
          <NavMenu
            id="account-menu"
            // A name keeps its own direction, so a Latin name cut short on a phone in Arabic loses its end, not its start.
            buttonLabel={<Box component="span" dir={shownName ? 'auto' : undefined} sx={{ maxWidth: { xs: 120, sm: 240, md: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{shownName ?? t('shell.header.account')}</Box>}
            buttonTitle={userName ?? undefined}
            startIcon={<AccountCircle />}
            items={props.accountItems}
            onAction={(id) => props.onAccountAction(id)}
          />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
