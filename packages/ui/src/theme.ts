import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { TenantConfig } from '@codex/domain';

export type Branding = TenantConfig['branding'];

/** Theme options carrying a tenant's colours; the console merges them into react-admin's theme. */
export function tenantThemeOptions(branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>): ThemeOptions {
  return {
    palette: {
      primary: { main: branding.primaryColor },
      secondary: { main: branding.secondaryColor },
    },
  };
}

/** The reader's MUI theme for one tenant. */
export function createTenantTheme(branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>): Theme {
  return createTheme(tenantThemeOptions(branding));
}
