import type { TypographyProps } from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { ExpandableText as CutText } from '@codex/ui';

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

/** @codex/ui's ExpandableText with the reader's words for its toggle. */
export function ExpandableText({ wording = 'show', ...props }: ExpandableTextProps) {
  const { t } = useI18n();
  return <CutText {...props} labels={{ more: t(`compassPoint.text.${wording}More`), less: t(`compassPoint.text.${wording}Less`) }} />;
}
