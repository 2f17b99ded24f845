// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { DirectionProvider } from './DirectionProvider.js';
import { InlineArrow } from './InlineArrow.js';
import { createTenantTheme } from './theme.js';

afterEach(cleanup);

const styles = () => [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

function renderIn(dir: 'ltr' | 'rtl', towards: 'start' | 'end', stackedBelow?: 'sm' | 'md') {
  render(
    <ThemeProvider theme={createTenantTheme({ primaryColor: '#123456', secondaryColor: '#654321' })}>
      <DirectionProvider dir={dir}>
        <InlineArrow towards={towards} stackedBelow={stackedBelow} aria-hidden />
      </DirectionProvider>
    </ThemeProvider>,
  );
  return screen.getByTestId(/Icon$/).getAttribute('data-testid');
}

describe('InlineArrow', () => {
  it('points right to the end of an English line and left to the end of an Arabic one', () => {
    expect(renderIn('ltr', 'end')).toBe('ArrowForwardIcon');
    cleanup();
    expect(renderIn('rtl', 'end')).toBe('ArrowBackIcon');
  });

  it('points back to the start: left in English, right in Arabic', () => {
    expect(renderIn('ltr', 'start')).toBe('ArrowBackIcon');
    cleanup();
    expect(renderIn('rtl', 'start')).toBe('ArrowForwardIcon');
  });

  it('turns the end downwards where the two sides stand one above the other, in either direction', () => {
    renderIn('ltr', 'end', 'md');
    expect(styles()).toMatch(/transform:\s*rotate\(90deg\)/);
    cleanup();
    document.head.querySelectorAll('style').forEach((style) => style.remove());
    renderIn('rtl', 'end', 'md');
    expect(styles()).toMatch(/transform:\s*rotate\(-90deg\)/);
    expect(styles()).not.toMatch(/transform:\s*rotate\(90deg\)/);
  });
});
