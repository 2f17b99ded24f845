import { useState } from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';

/** The change history cuts text at 255 characters (reading-experience.md section 9). */
export const TEXT_CUT = 255;

/** Text cut at 255 characters with See more / See less, or whole when it is short enough. */
export function ExpandableText({ text }: { text: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (text.length <= TEXT_CUT) return <>{text}</>;
  return (
    <>
      {open ? text : `${text.slice(0, TEXT_CUT)}…`}
      <Box component="span" sx={{ display: 'block' }}>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ px: 0, minWidth: 0 }}>
          {translate(open ? 'console.changeHistory.seeLess' : 'console.changeHistory.seeMore')}
        </Button>
      </Box>
    </>
  );
}
