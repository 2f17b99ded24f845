import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CarryPreview, CarryPreviewItem } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { compassPointLink, isCarryable, OUTCOME_COLOR, OUTCOME_KEY } from './carryRules.js';

/** A passage with the edition it is from; long passages scroll inside their box. */
function Passage({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1, bgcolor: 'background.default' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ maxHeight: 160, overflowY: 'auto', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}

/** One compass point of the old edition: its checkbox, name, outcome chip and the passage(s). */
export function CarryItemRow({ item, editions, checked, onToggle }: { item: CarryPreviewItem; editions: Pick<CarryPreview, 'source' | 'target'>; checked: boolean; onToggle(): void }) {
  const { t } = useI18n();
  const carryable = isCarryable(item);
  const source = editions.source.designation;
  const target = editions.target.designation;
  const labelId = `carry-item-${item.sourceId}`;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Checkbox checked={checked} disabled={!carryable} onChange={onToggle} slotProps={{ input: { 'aria-labelledby': labelId } }} sx={{ alignSelf: 'flex-start', mt: -0.5 }} />
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={labelId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.name || t('compassPointCarry.item.untitled')}
          </Typography>
          <Chip size="small" color={OUTCOME_COLOR[item.outcome]} label={t(OUTCOME_KEY[item.outcome])} />
          {item.alreadyCarried && <Chip size="small" variant="outlined" label={t('compassPointCarry.item.already')} />}
        </Stack>
        {item.createdUserName && (
          <Typography variant="caption" color="text.secondary">
            {t('compassPointCarry.item.createdBy', { name: item.createdUserName })}
          </Typography>
        )}
        {item.outcome === 'changed' && item.newText !== null ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Passage label={t('compassPointCarry.item.in', { designation: source })} text={item.oldText} />
            <Passage label={t('compassPointCarry.item.in', { designation: target })} text={item.newText} />
          </Stack>
        ) : (
          <Passage label={t('compassPointCarry.item.in', { designation: item.outcome === 'not-found' ? source : target })} text={item.newText ?? item.oldText} />
        )}
        {item.outcome === 'not-found' && (
          <Typography variant="body2" color="text.secondary">
            {t('compassPointCarry.item.notFound', { target, source })}
          </Typography>
        )}
        {item.alreadyCarried && item.carriedCompassPointUUID && (
          <Link component={RouterLink} to={compassPointLink(editions.target.contentCode, item.carriedCompassPointUUID)} variant="body2">
            {t('compassPointCarry.item.open', { designation: target })}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
