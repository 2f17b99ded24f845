import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { truncate } from './compassPointRules.js';

export interface ExpandableTextProps {
  text: string;
  /** Characters shown while collapsed. */
  max: number;
  /** 'show' (highlighted text: Show more / Show less) or 'see' (change history: See more / See less). */
  wording?: 'show' | 'see';
  variant?: TypographyProps['variant'];
  /** Quoted text (the highlight) is set off in italics. */
  quoted?: boolean;
}

/** Text longer than `max` shows cut, with a toggle to show all of it and cut it again. */
export function ExpandableText({ text, max, wording = 'show', variant = 'body2', quoted = false }: ExpandableTextProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const long = Array.from(text).length > max;
  const shown = long && !expanded ? truncate(text, max) : text;
  return (
    <Box>
      <Typography variant={variant} component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: quoted ? 'italic' : undefined }}>
        {shown}
      </Typography>
      {long ? (
        <Link component="button" type="button" variant="body2" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {t(`compassPoint.text.${wording}${expanded ? 'Less' : 'More'}`)}
        </Link>
      ) : null}
    </Box>
  );
}
