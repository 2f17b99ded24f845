import { useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SearchDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { enabledSearchTypes, FOCUS_ON_UPDATE_ATTRIBUTE, PageHeading, SkipLink, useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/index.js';
import { downloadFromResult, fetchRefinementCounts, fetchSearchResults, type DownloadOutcome } from './searchApi.js';
import {
  clearAllRefinements,
  countRequestOf,
  PAGE_SIZE_OPTIONS,
  redirectForDisabledType,
  searchParamsOf,
  searchRequestOf,
  requiredSearchTypes,
  SORT_OPTIONS,
  stateFromUrl,
  switchedTo,
  TERM_LIMITS,
  truncateTerm,
  urlOf,
  withCategories,
  withPage,
  withPageSize,
  withSort,
  type PageSize,
  type SearchKind,
  type SearchState,
  type SortOption,
} from './searchState.js';
import { pageCount } from './pagination.js';
import { ResultsList } from './ResultsList.js';
import { RefinementSidebar } from './RefinementSidebar.js';
import { SearchPagination, useNarrowScreen } from './SearchPagination.js';
import { NoResults } from './NoResults.js';
import { NoAccessDialog } from './NoAccessDialog.js';
import { tenantContacts } from '../../app/tenantContacts.js';
import { useRemote } from './useSearch.js';
import { RemoteErrorAlert } from '../../features/remote/index.js';

const TITLE_KEYS: Record<SearchKind, string> = {
  content: 'routes.contentSearch',
  mysubscription: 'routes.mySubscriptionSearch',
  semantic: 'routes.semanticSearch',
};

/** The results' count: the skip link's and a new search's focus target. */
const SUMMARY_ID = 'search-summary';

const SORT_LABEL_KEYS: Record<SortOption, string> = {
  BEST_MATCH: 'search.sort.bestMatch',
  'title,asc': 'search.sort.titleAsc',
  'title,desc': 'search.sort.titleDesc',
};

/** One of the three results pages; everything it shows follows from its URL. */
export function SearchPage({ kind }: { kind: SearchKind }) {
  const { t, formatNumber } = useI18n();
  const { http, tenantConfig } = useAppServices();
  const { session } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const narrow = useNarrowScreen();
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [download, setDownload] = useState<{ contentCode: string } | null>(null);
  const [refusal, setRefusal] = useState<Exclude<DownloadOutcome['kind'], 'downloaded'> | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [refineOpen, setRefineOpen] = useState(false);

  const paramsKey = params.toString();
  const state = useMemo(() => stateFromUrl(kind, new URLSearchParams(paramsKey)), [kind, paramsKey]);
  const account = session.status === 'active' ? session.account : null;
  const enabled = enabledSearchTypes(tenantConfig, account);
  const redirect = redirectForDisabledType(state, enabled);
  const canonical = searchParamsOf(state).toString();
  const refinementsOn = kind !== 'semantic' && (tenantConfig.features ?? []).some((f) => f.code === 'search-refinement' && f.enabled);
  const ready = redirect === null && canonical === paramsKey;

  const searchKey = ready ? JSON.stringify(searchRequestOf(state)) : null;
  const countKey = ready && refinementsOn ? JSON.stringify(countRequestOf(state)) : null;
  const results = useRemote(http, searchKey, attempt, (client, signal) => fetchSearchResults(client, state, signal));
  const counts = useRemote(http, countKey, attempt, (client, signal) => fetchRefinementCounts(client, state, signal));

  if (redirect !== null) return <Navigate to={redirect} replace />;
  // Links from elsewhere (the sidebar's subscription links, old bookmarks) are rewritten to the full form once.
  if (canonical !== paramsKey) return <Navigate to={urlOf(state)} replace />;

  const go = (next: SearchState, focusSummary = false) => {
    navigate(urlOf(next));
    if (focusSummary) requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onDownload = async (doc: SearchDocument) => {
    setDownload({ contentCode: doc.contentCode });
    setDownloadFailed(false);
    try {
      const outcome = await downloadFromResult(http, doc.contentCode);
      if (outcome.kind !== 'downloaded') setRefusal(outcome.kind);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownload(null);
    }
  };

  const contacts = tenantContacts(tenantConfig);

  const result = results.data;
  const count = result?.count ?? 0;
  const pages = pageCount(count, state.size);
  const term = state.content.trim();
  const termLimit = narrow ? TERM_LIMITS.mobile : TERM_LIMITS.desktop;
  // Nothing matched the words as typed: the results are for the words the search took instead, and the page says so.
  const corrected = count > 0 && result?.correctedKeywords && result.correctedKeywords !== term ? result.correctedKeywords : null;
  // In Arabic a Latin term keeps its own direction inside «…» (t isolates it; docs/adr/0082).
  const shownTerm = truncateTerm(corrected ?? term, termLimit);
  const scopeAllowed = (scope: 'content' | 'mysubscription') => requiredSearchTypes({ kind: scope, stype: state.stype }).every((type) => enabled.includes(type));
  const showSwitch = kind !== 'semantic' && scopeAllowed('content') && scopeAllowed('mysubscription');
  const noResults = results.status === 'ready' && count === 0;
  const sidebar = refinementsOn ? (
    <RefinementSidebar
      counts={counts.data}
      selected={state.categories}
      loading={counts.status === 'loading'}
      onChange={(next) => go(withCategories(state, next))}
      onClearAll={() => go(clearAllRefinements(state))}
    />
  ) : null;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading text={t(TITLE_KEYS[kind])} />
      {/* The scope switch and about 30 refinement checkboxes stand before the results: one link past them. */}
      {sidebar ? <SkipLink target={SUMMARY_ID}>{t('shell.skipToResults')}</SkipLink> : null}

      {showSwitch ? (
        <RadioGroup
          row
          aria-label={t('search.scope.label')}
          value={kind}
          onChange={(event) => go(switchedTo(state, event.target.value as 'content' | 'mysubscription'))}
        >
          <FormControlLabel value="content" control={<Radio />} label={t('search.scope.all')} />
          <FormControlLabel value="mysubscription" control={<Radio />} label={t('search.scope.mine')} />
        </RadioGroup>
      ) : null}

      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexDirection: { xs: 'column', md: 'row' } }}>
        {sidebar ? (
          <Box component="aside" aria-label={t('search.refine.label')} sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            <Button
              variant="outlined"
              fullWidth
              aria-expanded={refineOpen}
              onClick={() => setRefineOpen((open) => !open)}
              sx={{ display: { xs: 'flex', md: 'none' }, mb: refineOpen ? 1 : 0 }}
            >
              {refineOpen ? t('search.refine.hide') : t('search.refine.show', { count: state.categories.length })}
            </Button>
            <Box sx={{ display: { xs: refineOpen ? 'block' : 'none', md: 'block' } }}>{sidebar}</Box>
          </Box>
        ) : null}

        <Box component="section" aria-labelledby={SUMMARY_ID} aria-busy={results.status === 'loading'} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
            {/* A new search on this page brings focus here (useRouteFocus); at 375 px the count wraps whole, never cut. */}
            <Typography
              id={SUMMARY_ID}
              ref={summaryRef}
              tabIndex={-1}
              {...{ [FOCUS_ON_UPDATE_ATTRIBUTE]: '' }}
              variant="subtitle1"
              component="p"
              role="status"
              sx={{ outline: 'none', overflowWrap: 'break-word', minWidth: 0, flexShrink: 1 }}
            >
              {results.status === 'loading' && !result
                ? t('search.results.searching')
                : term
                  ? t(count === 1 ? 'search.results.summaryOne' : 'search.results.summary', { count: formatNumber(count), term: shownTerm })
                  : t(count === 1 ? 'search.results.summaryAllOne' : 'search.results.summaryAll', { count: formatNumber(count) })}
              {corrected && results.status !== 'loading' ? (
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('search.results.correctedFrom', { typed: truncateTerm(term, termLimit) })}
                </Typography>
              ) : null}
            </Typography>
            <Stack direction="row" spacing={2}>
              {kind !== 'semantic' ? (
                <FormControl size="small" variant="standard" sx={{ minWidth: 150 }}>
                  <InputLabel htmlFor="search-sort">{t('search.sort.label')}</InputLabel>
                  <NativeSelect id="search-sort" value={state.sort} onChange={(event) => go(withSort(state, event.target.value as SortOption))}>
                    {SORT_OPTIONS.map((option) => (
                      <option key={option} value={option}>
                        {t(SORT_LABEL_KEYS[option])}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
              ) : null}
              <FormControl size="small" variant="standard" sx={{ minWidth: 110 }}>
                <InputLabel htmlFor="search-page-size">{t('search.pageSize.label')}</InputLabel>
                <NativeSelect id="search-page-size" value={state.size} onChange={(event) => go(withPageSize(state, Number(event.target.value) as PageSize))}>
                  {PAGE_SIZE_OPTIONS.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
            </Stack>
          </Stack>

          {results.status === 'loading' ? (
            <Box role="progressbar" aria-label={t('search.results.searching')} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
              <CircularProgress size={28} />
            </Box>
          ) : null}

          {results.status === 'error' ? (
            <Box sx={{ mt: 2 }}>
              <RemoteErrorAlert
                error={results.error}
                message={t('search.results.failed')}
                action={
                  <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                    {t('search.results.retry')}
                  </Button>
                }
              />
            </Box>
          ) : null}

          {downloadFailed ? (
            <Alert severity="error" sx={{ mt: 2 }} onClose={() => setDownloadFailed(false)}>
              {t('search.download.failed')}
            </Alert>
          ) : null}

          {noResults ? (
            <NoResults term={term} hasRefinements={state.categories.length > 0} onClearRefinements={() => go(clearAllRefinements(state))} />
          ) : result && results.status !== 'error' ? (
            <Box sx={{ opacity: results.status === 'loading' ? 0.5 : 1 }}>
              <ResultsList documents={result.documents} start={state.page * state.size + 1} onDownload={(doc) => void onDownload(doc)} downloadingCode={download?.contentCode ?? null} />
              {result.documents.length === 0 && count > 0 ? (
                <Box sx={{ py: 2 }}>
                  <Typography>{t('search.results.pastEnd')}</Typography>
                  <Button onClick={() => go(withPage(state, 0), true)}>{t('search.results.firstPage')}</Button>
                </Box>
              ) : null}
              <SearchPagination page={state.page} pageCount={pages} onPage={(page) => go(withPage(state, page), true)} />
            </Box>
          ) : null}
        </Box>
      </Box>

      {refusal ? <NoAccessDialog reason={refusal} contacts={contacts} onClose={() => setRefusal(null)} /> : null}
    </Stack>
  );
}

export const ContentSearchPage = () => <SearchPage kind="content" />;
export const MySubscriptionSearchPage = () => <SearchPage kind="mysubscription" />;
export const SemanticSearchPage = () => <SearchPage kind="semantic" />;
