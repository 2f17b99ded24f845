/**
 * Styles (MUI `sx`) that keep text for screen readers while drawing nothing: a 1 px clipped box. Sizes are written in
 * px on purpose: MUI reads a bare `width: 1` as 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
