import { AppBar, LoadingIndicator, LocalesMenuButton, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

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

/** On a phone the page title (react-admin cuts it with an ellipsis) wraps onto a second line, a little smaller. */
const TITLE_WRAPS_ON_PHONES = {
  '& #react-admin-title': {
    whiteSpace: { xs: 'normal', sm: 'nowrap' },
    overflowWrap: { xs: 'anywhere', sm: 'normal' },
    fontSize: { xs: '1rem', sm: '1.25rem' },
    lineHeight: { xs: 1.25, sm: 1.6 },
  },
};

/**
 * react-admin's app bar and toolbar (language menu, loading indicator) with the console's user menu. The spinner
 * shown while data loads gets a name: unnamed, it is a progress bar that assistive technology cannot announce
 * (axe's aria-progressbar-name).
 */
export function ConsoleAppBar() {
  const translate = useTranslate();
  const toolbar = (
    <>
      <LocalesMenuButton />
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
  return <AppBar userMenu={<ConsoleUserMenu />} toolbar={toolbar} sx={TITLE_WRAPS_ON_PHONES} />;
}
