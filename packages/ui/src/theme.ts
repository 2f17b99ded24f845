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

export interface TenantThemeSettings {
  /** 'rtl' for right-to-left languages (Arabic); pair it with DirectionProvider, whose emotion cache flips the styles. */
  direction?: 'ltr' | 'rtl';
}

/** The specification's layout breakpoints: phones below 576 px, the full header from 768 px. */
export const SHELL_BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 1200, xl: 1536 } as const;

/** The reader's MUI theme for one tenant. */
export function createTenantTheme(branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>, { direction = 'ltr' }: TenantThemeSettings = {}): Theme {
  return createTheme({ ...tenantThemeOptions(branding), direction, breakpoints: { values: SHELL_BREAKPOINTS } });
}
