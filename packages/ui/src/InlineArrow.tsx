import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useTheme, type Breakpoint } from '@mui/material/styles';

export type InlineArrowProps = Omit<SvgIconProps, 'children'> & {
  /** Where the arrow points along a line of text: its end (right in English, left in Arabic) or its start. */
  towards: 'start' | 'end';
  /** Below this width the two sides it joins stand one above the other: the end is then down and the start up. */
  stackedBelow?: Breakpoint;
};

/**
 * An arrow that follows the reading direction: "back" and "from this to that" point to the right in Arabic. Material's
 * arrows do not turn with the page (the right-to-left style sheet leaves an SVG's path alone), so a bare ArrowForward
 * in a right-to-left list points away from the side it moves things to.
 */
export function InlineArrow({ towards, stackedBelow, sx, ...icon }: InlineArrowProps) {
  const rtl = useTheme().direction === 'rtl';
  const Arrow = (towards === 'end') === rtl ? ArrowBack : ArrowForward;
  // Turned a quarter: clockwise takes right to down, counter-clockwise takes left to down.
  const turn = stackedBelow ? { transform: { xs: `rotate(${rtl ? -90 : 90}deg)`, [stackedBelow]: 'none' } } : {};
  return <Arrow {...icon} sx={[turn, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
