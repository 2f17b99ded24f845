import { AppBar, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

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

/** react-admin's app bar with the console's user menu. */
export function ConsoleAppBar() {
  return <AppBar userMenu={<ConsoleUserMenu />} />;
}
