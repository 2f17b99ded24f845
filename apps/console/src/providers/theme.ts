import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { reducedMotionOptions, tenantThemeOptions, type Branding } from '@codex/ui';

/**
 * The red of destructive actions: MUI's own red 900, since its default error red falls under 4.5:1 on the grey of
 * a form's toolbar.
 */
const DESTRUCTIVE_RED = '#b71c1c';

/**
 * A list wider than the screen (a phone at 375 px) scrolls inside its own box instead of widening the page: the list's
 * column may shrink below its table's width (a flex item keeps its content's width otherwise), and the table scrolls
 * sideways in its wrapper, so the app bar, the menu and the pagination stay on screen (WCAG 1.4.10 reflow).
 */
const LISTS_FIT_THE_SCREEN: RaThemeOptions['components'] = {
  // react-admin's layout is at least as wide as its content ('fit-content'), which widens the whole page instead.
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
};

/**
 * react-admin's loading screen (a page's code still arriving after a second) writes its message in the palette's
 * disabled grey, 2.3:1 on white; the secondary text colour reads at 4.5:1 or more (WCAG 1.4.3).
 */
const LOADING_READS: RaThemeOptions['components'] = {
  RaLoading: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) } },
};

/**
 * react-admin's default look in the tenant's colours; without transitions, ripples and pulses for a user whose system
 * asks for less motion (useReducedMotion).
 */
export function createConsoleTheme(branding: Branding, { reducedMotion = false }: { reducedMotion?: boolean } = {}): RaThemeOptions {
  const motion: ThemeOptions = reducedMotion ? reducedMotionOptions() : {};
  return {
    ...defaultTheme,
    palette: { ...defaultTheme.palette, error: { main: DESTRUCTIVE_RED }, ...tenantThemeOptions(branding).palette },
    components: { ...defaultTheme.components, ...LISTS_FIT_THE_SCREEN, ...LOADING_READS, ...motion.components },
    transitions: motion.transitions,
  };
}
