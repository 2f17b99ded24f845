import { useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';

/** The 403 text of the specification. */
export function ForbiddenPage() {
  const { t } = useI18n();
  return (
    <PageHeading variant="h5" text={t('errors.forbidden')} role="alert" />
  );
}
