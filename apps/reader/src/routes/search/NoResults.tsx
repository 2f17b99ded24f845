import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { TERM_LIMITS, truncateTerm } from './searchState.js';

interface NoResultsProps {
  term: string;
  hasRefinements: boolean;
  onClearRefinements: () => void;
}

/** The no-results page: the term (up to 500 characters), what to try, and a way out of the refinements. */
export function NoResults({ term, hasRefinements, onClearRefinements }: NoResultsProps) {
  const { t } = useI18n();
  const shown = truncateTerm(term.trim(), TERM_LIMITS.noResults);
  return (
    <Box sx={{ py: 3 }}>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {shown ? t('search.noResults.title', { term: shown }) : t('search.noResults.titleNoTerm')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('search.noResults.suggestions')}</Typography>
      <Box component="ul" sx={{ mt: 1 }}>
        <li>{t('search.noResults.tipSpelling')}</li>
        <li>{t('search.noResults.tipFewerWords')}</li>
        <li>{t('search.noResults.tipDesignation')}</li>
        {hasRefinements ? <li>{t('search.noResults.tipRefinements')}</li> : null}
      </Box>
      {hasRefinements ? (
        <Button variant="outlined" onClick={onClearRefinements}>
          {t('search.refine.clearAll')}
        </Button>
      ) : null}
    </Box>
  );
}
