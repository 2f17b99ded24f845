/**
 * The shell's visibility rules (spec "groups, sharing, session and shell", sections 2, 4 and 6) as
 * pure functions, so every condition is tested without rendering anything (docs/adr/0009). One file per
 * concern under rules/; this index is what the shell and the apps import.
 */

export { isMenuShown, type SessionStatus, type ShellAccount, type ShellConfig, type ShellSession } from './rules/shellContext.js';
export { guardRoute, type GuardedRoute, type GuardResult } from './rules/routeGuard.js';
export {
  accountMenuItems,
  COMPASS_POINTS_SIDEBAR_INDEX,
  helpMenuItems,
  isLanguageMenuOn,
  sidebarItems,
  type NavItem,
  type SidebarOptions,
  type Subscription,
} from './rules/navigation.js';
export { canSwitchAccount, needsProgressiveProfiling, sessionStep, signOutNeedsConfirmation, type SessionStep } from './rules/sessionSteps.js';
export { bannerAllowedBy, bannerDismissKey, isBannerVisible } from './rules/banner.js';
export {
  canSubmitSearch,
  enabledSearchTypes,
  isSearchConfigurationMissing,
  SEARCH_INPUT_MAX,
  searchPath,
  TYPE_AHEAD_MIN_EXCLUSIVE,
  visibleSuggestions,
  wantsTypeAhead,
} from './rules/headerSearch.js';
export { companySignInUrl, type CompanySignInOptions } from './rules/companySignIn.js';
