import { useTranslate } from 'react-admin';
import { ExpandableText as CutText } from '@codex/ui';

/** The change history cuts text at 255 characters (reading-experience.md section 9). */
export const TEXT_CUT = 255;

/** Text cut at 255 characters with See more / See less (@codex/ui's ExpandableText), or whole when it is short enough. */
export function ExpandableText({ text }: { text: string }) {
  const translate = useTranslate();
  return <CutText text={text} max={TEXT_CUT} labels={{ more: translate('console.changeHistory.seeMore'), less: translate('console.changeHistory.seeLess') }} />;
}
