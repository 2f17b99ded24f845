import Typography from '@mui/material/Typography';
import type { AllowanceKind, AllowanceLeft, AllowanceRefusal } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { MessageDialog } from '../viewer/index.js';
import { allowanceText } from './licenceMeterFormat.js';

export interface AllowanceLineProps {
  kind: AllowanceKind;
  /** What is left; null (no limit, or not known) shows nothing. */
  allowance: AllowanceLeft | null | undefined;
  /** For the action's aria-describedby. */
  id?: string;
  now?: Date;
}

/**
 * What is left of the downloads or prints of this document, beside the action, before the reader uses it: "Downloads
 * left this month for this document: 2 of 3", or none left and when they start again. A status region, so the count
 * after a download is heard.
 */
export function AllowanceLine({ kind, allowance, id, now }: AllowanceLineProps) {
  const i18n = useI18n();
  if (!allowance) return null;
  const none = allowance.left <= 0;
  return (
    <Typography id={id} role="status" variant="body2" color={none ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: none ? 500 : undefined }}>
      {allowanceText(i18n, kind, allowance, now)}
    </Typography>
  );
}

/** A download or print refused because its allowance is used up: what happened, and when it starts again. */
export function AllowanceRefusalDialog({ refusal, onClose, now }: { refusal: AllowanceRefusal; onClose: () => void; now?: Date }) {
  const i18n = useI18n();
  return <MessageDialog title={i18n.t(`allowances.${refusal.kind}.refusedTitle`)} message={allowanceText(i18n, refusal.kind, { ...refusal, left: 0 }, now)} onClose={onClose} />;
}
