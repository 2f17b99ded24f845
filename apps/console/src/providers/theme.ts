import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { tenantThemeOptions, type Branding } from '@codex/ui';

/** react-admin's default look in the tenant's colours. */
export function createConsoleTheme(branding: Branding): RaThemeOptions {
  return { ...defaultTheme, palette: { ...defaultTheme.palette, ...tenantThemeOptions(branding).palette } };
}
