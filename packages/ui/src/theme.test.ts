import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createTenantTheme, FOCUS_CONTRAST_MINIMUM, focusOutlineColor } from './theme.js';

describe('focus outline', () => {
  it('is the tenant’s primary colour when it stands out 3:1 from the page', () => {
    const theme = createTenantTheme({ primaryColor: '#0d3b66', secondaryColor: '#f4d35e' });
    expect(focusOutlineColor(theme)).toBe('#0d3b66');
  });

  it('falls back to a darker colour when the tenant brands in a pale one', () => {
    const theme = createTenantTheme({ primaryColor: '#ffe066', secondaryColor: '#ffffff' });
    const color = focusOutlineColor(theme);
    expect(color).not.toBe('#ffe066');
    expect(getContrastRatio(color, theme.palette.background.paper)).toBeGreaterThanOrEqual(FOCUS_CONTRAST_MINIMUM);
  });

  it('is a 2 px outline on every focused button, tab and link, with the page padded under the sticky header', () => {
    const theme = createTenantTheme({ primaryColor: '#0d3b66', secondaryColor: '#f4d35e' });
    const ring = { outline: '2px solid #0d3b66', outlineOffset: 2 };
    expect(theme.components?.MuiButtonBase?.styleOverrides?.root).toEqual({ '&.Mui-focusVisible': ring });
    expect(theme.components?.MuiTab?.styleOverrides?.root).toEqual({ '&&.Mui-focusVisible': { outline: '2px solid #0d3b66', outlineOffset: -2 } });
    expect(theme.components?.MuiButton?.defaultProps).toEqual({ disableFocusRipple: true });
    expect(JSON.stringify(theme.components?.MuiLink?.styleOverrides?.root)).toContain('2px solid #0d3b66');
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, unknown>>;
    expect(baseline.html.scrollPaddingTop).toBe('calc(var(--codex-header-height, 64px) + 8px)');
  });
});

describe('reduced motion', () => {
  const branding = { primaryColor: '#0d3b66', secondaryColor: '#f4d35e' };

  it('leaves the usual motion for a user who has not asked for less', () => {
    const theme = createTenantTheme(branding);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps).toBeUndefined();
  });

  it('makes dialogs, menus and sections appear at once, without ripples or pulses, and keeps the focus outline', () => {
    const theme = createTenantTheme(branding, { reducedMotion: true });
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.transitions.create('opacity')).toBe('opacity 0ms cubic-bezier(0.4, 0, 0.2, 1) 0ms');
    // A menu grows and a section collapses in a time that follows their height.
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps).toEqual({ disableRipple: true });
    expect(theme.components?.MuiSkeleton?.defaultProps).toEqual({ animation: false });
    // The reader's own outline, not the plain one the reduced motion options carry for themes without one.
    expect(theme.components?.MuiButtonBase?.styleOverrides?.root).toEqual({ '&.Mui-focusVisible': { outline: '2px solid #0d3b66', outlineOffset: 2 } });
  });
});
