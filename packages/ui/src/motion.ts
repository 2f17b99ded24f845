import useMediaQuery from '@mui/material/useMediaQuery';
import type { ThemeOptions } from '@mui/material/styles';

/** What a user's system says when they have asked for less motion on screen. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Every one of MUI's named durations, at none. */
const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The theme for a user who asked for less motion (WCAG 2.3.3): dialogs, menus, drawers, tooltips and collapsing sections
 * appear and go at once instead of fading, growing or sliding; a click or a keyboard focus does not ripple, so a focused
 * control shows a plain 2 px outline in its own colour instead (a theme with its own focus outline, the reader's, puts
 * that after this); a loading placeholder does not pulse. A progress spinner keeps turning: it is how a page says it is
 * still working.
 */
export function reducedMotionOptions(): ThemeOptions {
  return {
    // Menus and collapsing sections time themselves by their height ('auto'), not by the named durations.
    transitions: { duration: NO_DURATION, getAutoHeightDuration: () => 0 },
    components: {
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } },
      },
      MuiSkeleton: { defaultProps: { animation: false } },
    },
  };
}

/** Whether the user's system asks for reduced motion now; follows a change made while the app is open. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
}
