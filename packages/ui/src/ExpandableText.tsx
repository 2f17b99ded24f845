import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Text cut after `max` characters (whole characters, not UTF-16 halves), with an ellipsis. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export interface ExpandableTextProps {
  text: string;
  /** Characters shown while collapsed. */
  max: number;
  /** The toggle's words in the app's language: to show all of it, and to cut it again. */
  labels: { more: string; less: string };
  variant?: TypographyProps['variant'];
  /** Quoted text (a highlight) is set off in italics. */
  quoted?: boolean;
}

/**
 * Text longer than `max` shows cut, with a toggle (a button, announced as expanded or not) to show all of it and cut
 * it again; shorter text shows whole. The reader's highlights and history and the console's change history use it.
 * The text takes its direction from its first letter (an English highlight reads left to right on an Arabic page).
 */
export function ExpandableText({ text, max, labels, variant = 'body2', quoted = false }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const long = Array.from(text).length > max;
  const shown = long && !expanded ? cutText(text, max) : text;
  return (
    <Box>
      <Typography variant={variant} component="p" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: quoted ? 'italic' : undefined }}>
        {shown}
      </Typography>
      {long ? (
        <Link component="button" type="button" variant="body2" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? labels.less : labels.more}
        </Link>
      ) : null}
    </Box>
  );
}
