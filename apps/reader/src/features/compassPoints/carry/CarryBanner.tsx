import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { AccountSession, CarryPreview, DocumentMetadata } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { fetchCarryPreview } from './carryApi.js';
import { CarryCompassPointsDialog } from './CarryCompassPointsDialog.js';
import { carryableCount, mayOfferCarry } from './carryRules.js';

/**
 * On the page of a replaced document: "This edition is replaced by RFC 9110. N compass points can be carried." with
 * a button that opens the carry dialog; shown only to users who may carry some (the server's answer) and only when
 * N > 0.
 */
export function CarryBanner({ metadata, account }: { metadata: Pick<DocumentMetadata, 'contentId' | 'replacedByContentCode' | 'hasActivatedCompassPoint'>; account: AccountSession | null }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [preview, setPreview] = useState<CarryPreview | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const offered = mayOfferCarry(account, metadata);

  useEffect(() => {
    if (!offered) return;
    const controller = new AbortController();
    fetchCarryPreview(http, metadata.contentId, controller.signal).then(setPreview, () => setPreview(null));
    return () => controller.abort();
  }, [offered, http, metadata.contentId, generation]);

  const count = offered ? carryableCount(preview) : 0;
  return (
    <>
      {count > 0 && preview && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setDialogOpen(true)}>
              {t('compassPointCarry.banner.action')}
            </Button>
          }
          sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } } }}
        >
          {t(count === 1 ? 'compassPointCarry.banner.one' : 'compassPointCarry.banner.many', { designation: preview.target.designation, count })}
        </Alert>
      )}
      {dialogOpen && (
        <CarryCompassPointsDialog
          open
          contentID={metadata.contentId}
          preview={preview ?? undefined}
          onClose={() => setDialogOpen(false)}
          onCarried={() => setGeneration((g) => g + 1)}
        />
      )}
    </>
  );
}
