import { useEffect } from 'react';
import { AppBar, LoadingIndicator, LocalesMenuButton, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { pageTitle, useAppServices } from '@codex/ui';

/**
 * react-admin's user menu, whose button shows the user's name, but named "Profile" for assistive technology: a
 * speech-input user saying what they see ("click Margaret Hamilton") could not press it (axe's
 * label-content-name-mismatch). Its accessible name here starts with the name it shows.
 */
export function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const label = identity?.fullName ? translate('console.userMenu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return <UserMenu label={label} />;
}

/**
 * On a phone the page title (react-admin cuts it with an ellipsis) wraps onto a second line, a little smaller, and is
 * cut after that line: a record's long name ("Compass point: …") stays inside the bar.
 */
const TITLE_WRAPS_ON_PHONES = {
  '& #react-admin-title': {
    whiteSpace: { xs: 'normal', sm: 'nowrap' },
    overflowWrap: { xs: 'anywhere', sm: 'normal' },
    fontSize: { xs: '1rem', sm: '1.25rem' },
    lineHeight: { xs: 1.25, sm: 1.6 },
    // The text sits in react-admin's inline-block wrapper, so that is what is cut after two lines.
    '& > span': {
      display: { xs: '-webkit-box', sm: 'inline-block' },
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: { xs: 2, sm: 'none' },
      overflow: { xs: 'hidden', sm: 'visible' },
    },
  },
};

/** The id of the app bar's element into which react-admin's pages render their title. */
const PAGE_TITLE_ID = 'react-admin-title';

/**
 * Names the browser's tab after the page the app bar names ("Accounts — Keystone Standards Library"): a move inside the
 * console loads no page, so the tab's title is what a screen reader announces and the history list shows (WCAG 2.4.2).
 * Every page renders its title into the app bar (react-admin's <Title>, a list's or a record's default), so the tab
 * follows that element's text.
 */
export function usePageTitleFromAppBar() {
  const { tenantConfig } = useAppServices();
  const productName = tenantConfig.branding.productName;
  useEffect(() => {
    const target = document.getElementById(PAGE_TITLE_ID);
    if (!target) return;
    const follow = () => {
      const name = target.textContent?.trim() ?? '';
      const title = pageTitle(name === productName ? null : name, productName);
      if (document.title !== title) document.title = title;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [productName]);
}

/**
 * react-admin's app bar and toolbar (language menu, loading indicator) with the console's user menu. The spinner
 * shown while data loads gets a name: unnamed, it is a progress bar that assistive technology cannot announce
 * (axe's aria-progressbar-name).
 */
export function ConsoleAppBar() {
  const translate = useTranslate();
  usePageTitleFromAppBar();
  const toolbar = (
    <>
      <LocalesMenuButton />
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
  return <AppBar userMenu={<ConsoleUserMenu />} toolbar={toolbar} sx={TITLE_WRAPS_ON_PHONES} />;
}
