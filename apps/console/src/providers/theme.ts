import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { tenantThemeOptions, type Branding } from '@codex/ui';

/**
 * The red of destructive actions: MUI's own red 900, since its default error red falls under 4.5:1 on the grey of
 * a form's toolbar.
 */
const DESTRUCTIVE_RED = '#b71c1c';

/** react-admin's default look in the tenant's colours. */
export function createConsoleTheme(branding: Branding): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: { ...defaultTheme.palette, error: { main: DESTRUCTIVE_RED }, ...tenantThemeOptions(branding).palette },
  };
}
