import { createTheme, getContrastRatio, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { TenantConfig } from '@codex/domain';
import { reducedMotionOptions } from './motion.js';

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
  /** The user's system asks for less motion (useReducedMotion): transitions, ripples and pulses are left out. */
  reducedMotion?: boolean;
}

/** The specification's layout breakpoints: phones below 576 px, the full header from 768 px. */
export const SHELL_BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 1200, xl: 1536 } as const;

/** WCAG 2.2 non-text contrast: a focus indicator stands out from what is around it by at least 3:1. */
export const FOCUS_CONTRAST_MINIMUM = 3;

/**
 * The colour of the focus outline: the tenant's primary colour (or its dark shade) when it has 3:1 against the page's
 * backgrounds, otherwise the text colour. A tenant may brand in a pale colour; the outline must still show.
 */
export function focusOutlineColor(theme: Theme): string {
  const backgrounds = [theme.palette.background.default, theme.palette.background.paper];
  const candidates = [theme.palette.primary.main, theme.palette.primary.dark, theme.palette.text.primary];
  const readable = (color: string) => backgrounds.every((background) => getContrastRatio(color, background) >= FOCUS_CONTRAST_MINIMUM);
  return candidates.find(readable) ?? theme.palette.common.black;
}

/**
 * Visible focus for every control (WCAG 2.4.7, 2.4.11, 2.4.13): a 2 px outline in focusOutlineColor around a focused
 * button, icon button, tab, chip, checkbox, radio, menu item, list item and link, shown for keyboard focus
 * (:focus-visible), in the header's own text colour on the header; and scroll padding so a focused element is never
 * left under the sticky header (its height: Header.tsx's --codex-header-height).
 */
export function focusVisibleOptions(theme: Theme): ThemeOptions {
  const outline = `2px solid ${focusOutlineColor(theme)}`;
  const ring = { outline, outlineOffset: 2 };
  // Inside a clipping box (the tab strip's scroller, a menu) the outline is drawn inside the control; '&&' outweighs
  // ButtonBase's own rule on the same element.
  const inset = { '&&.Mui-focusVisible': { outline, outlineOffset: -2 } };
  return {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: 'calc(var(--codex-header-height, 64px) + 8px)', scrollPaddingBottom: 8 },
          // Elements made focusable by hand (a scrollable region, a frame) show their focus as controls do; :where()
          // keeps this rule weaker than a control's own (a tab draws its outline inside).
          ':where([tabindex]:not([tabindex="-1"]), summary, iframe):focus-visible': ring,
          // A heading given focus after a page change is where reading resumes, not a control: no outline.
          'h1[tabindex="-1"]:focus, [data-focus-on-update]:focus': { outline: 'none' },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
      // The focus ripple (a faint pulse) would cover the outline; a click still ripples.
      MuiButton: { defaultProps: { disableFocusRipple: true } },
      MuiIconButton: { defaultProps: { disableFocusRipple: true } },
      MuiTab: { defaultProps: { disableFocusRipple: true }, styleOverrides: { root: inset } },
      MuiMenuItem: { styleOverrides: { root: inset } },
      MuiListItemButton: { styleOverrides: { root: inset } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible, &.Mui-focusVisible': { ...ring, borderRadius: 2 } } } },
      MuiAppBar: {
        styleOverrides: {
          root: { '& .Mui-focusVisible, & a:focus-visible, & select:focus-visible': { outlineColor: 'currentColor' } },
        },
      },
    },
  };
}

/** The reader's MUI theme for one tenant. */
export function createTenantTheme(
  branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>,
  { direction = 'ltr', reducedMotion = false }: TenantThemeSettings = {},
): Theme {
  // The reduced motion options go in with the first options: the theme's transitions.create keeps the durations it was
  // made with.
  const motion: ThemeOptions = reducedMotion ? reducedMotionOptions() : {};
  const options: ThemeOptions = { ...tenantThemeOptions(branding), direction, breakpoints: { values: SHELL_BREAKPOINTS }, ...motion };
  // The focus rules read the finished palette, so they are merged into a theme made again from the same options. Handing
  // the finished theme back to createTheme as its options made the same theme, but checking a Theme against ThemeOptions
  // took the type checker 30 s in every package that includes this file. Merged last, the reader's own focus outline
  // outweighs the reduced motion options' plain one.
  return createTheme(options, focusVisibleOptions(createTheme(options)));
}
