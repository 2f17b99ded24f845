import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CarryAnswer } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { compassPointLink, OUTCOME_COLOR, OUTCOME_KEY } from './carryRules.js';

/** What a carry did: counts, then each compass point with a link to its copy in the new edition. */
export function CarryResults({ answer, names }: { answer: CarryAnswer; names: ReadonlyMap<number, string> }) {
  const { t } = useI18n();
  const count = (result: string) => answer.results.filter((r) => r.result === result).length;
  const source = answer.source.designation;
  const target = answer.target.designation;
  return (
    <Stack spacing={2}>
      <Typography role="status">
        {t('compassPointCarry.result.summary', { carried: count('carried'), already: count('already-carried'), notFound: count('not-found') })}
      </Typography>
      {count('not-found') > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('compassPointCarry.result.notFoundNote', { source })}
        </Typography>
      )}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {answer.results.map((r) => (
          <Box component="li" key={r.sourceId} sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{names.get(r.sourceId) || t('compassPointCarry.item.untitled')}</Typography>
              <Chip size="small" color={OUTCOME_COLOR[r.outcome]} label={t(OUTCOME_KEY[r.outcome])} />
              <Chip size="small" variant="outlined" label={t(`compassPointCarry.result.${r.result === 'already-carried' ? 'already' : r.result === 'carried' ? 'carried' : 'left'}`)} />
            </Stack>
            {r.newCompassPointUUID ? (
              <Link component={RouterLink} to={compassPointLink(answer.target.contentCode, r.newCompassPointUUID)} variant="body2">
                {t('compassPointCarry.item.open', { designation: target })}
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('compassPointCarry.item.notFound', { target, source })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
