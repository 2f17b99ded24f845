import { useTheme } from '@mui/material/styles';

interface Margin {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/**
 * The console's charts in the page's direction. Right to left, time (or the categories) runs from the right and the
 * value axis stands on the right. The value axis' labels keep their left-to-right order whatever the page's direction:
 * an SVG label anchored by its end in a right-to-left page is drawn from its anchor into the plot ("4" over the axis
 * line, "22 ألف" over the lines).
 */
export function useChartDirection() {
  const rtl = useTheme().direction === 'rtl';
  return {
    rtl,
    /** Props of the axis along which time or the categories run (its labels are centred, in the page's language). */
    runAxis: { reversed: rtl },
    /** Props of the axis that carries the values. */
    valueAxis: { orientation: rtl ? 'right' : 'left', tick: { direction: 'ltr' } },
    /** A margin written for a left-to-right page, mirrored for a right-to-left one. */
    margin: (margin: Margin): Margin => (rtl ? { ...margin, left: margin.right, right: margin.left } : margin),
  } as const;
}
