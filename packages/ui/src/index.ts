export { createTenantTheme, tenantThemeOptions, type Branding } from './theme.js';
export { AppFrame, type AppFrameProps } from './AppFrame.js';
export { truncateUserName } from './userName.js';
export { AppServicesProvider, startAppServices, useAppServices, type AppServices } from './services/AppServices.js';
export { mountApp } from './services/mountApp.js';
