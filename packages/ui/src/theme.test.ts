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
