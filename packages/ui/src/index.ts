export { createTenantTheme, tenantThemeOptions, type Branding } from './theme.js';
export { AppFrame, type AppFrameProps } from './AppFrame.js';
export { truncateUserName } from './userName.js';
