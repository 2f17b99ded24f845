// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useChartDirection } from './chartDirection.js';

const inDirection = (direction: 'ltr' | 'rtl') =>
  renderHook(() => useChartDirection(), { wrapper: ({ children }: { children: ReactNode }) => <ThemeProvider theme={createTheme({ direction })}>{children}</ThemeProvider> }).result.current;

describe('useChartDirection', () => {
  it('left to right: time runs from the left, values stand on the left, the margin as written', () => {
    const chart = inDirection('ltr');
    expect(chart.rtl).toBe(false);
    expect(chart.runAxis.reversed).toBe(false);
    expect(chart.valueAxis.orientation).toBe('left');
    expect(chart.margin({ left: -16, right: 8 })).toEqual({ left: -16, right: 8 });
  });

  it('right to left: time runs from the right, values stand on the right, the margin mirrored, labels in their own order', () => {
    const chart = inDirection('rtl');
    expect(chart.rtl).toBe(true);
    expect(chart.runAxis.reversed).toBe(true);
    expect(chart.valueAxis.orientation).toBe('right');
    expect(chart.margin({ top: 4, left: -16, right: 8 })).toEqual({ top: 4, left: 8, right: -16 });
    expect(chart.valueAxis.tick.direction).toBe('ltr');
  });
});
