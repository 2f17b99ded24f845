import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { SearchType } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { canSubmitSearch, SEARCH_INPUT_MAX, visibleSuggestions, wantsTypeAhead, type ShellConfig } from './rules.js';
import type { FetchSuggestions, TypeAheadGroup } from './typeAhead.js';
import { FOCUS_FOLLOWS_NAVIGATION } from './useRouteFocus.js';

/** Debounce of the type-ahead (spec section 9). */
export const TYPE_AHEAD_DEBOUNCE_MS = 500;

/**
 * The results page a header search opens, in the form the results pages keep in their URL:
 * stype is K, D or A (all content and my subscription search all fields), page 0.
 */
export function headerSearchPath(type: SearchType, text: string): string {
  const params = new URLSearchParams({ content: text.trim() });
  if (type === 'SEMANTIC') {
    params.set('page', '0');
    return `/semantic-search?${params.toString()}`;
  }
  params.set('stype', type === 'K' || type === 'D' ? type : 'A');
  params.set('page', '0');
  return `${type === 'MYSUBSCRIPTION' ? '/mysubscription-search' : '/content-search'}?${params.toString()}`;
}

/** The search type and term of a results page's address, so the header shows what the page is showing. */
export function searchOfLocation(pathname: string, search: string): { type: SearchType; text: string } | null {
  const params = new URLSearchParams(search);
  const text = params.get('content') ?? '';
  const path = pathname.replace(/\/+$/, '');
  if (path === '/semantic-search') return { type: 'SEMANTIC', text };
  if (path === '/mysubscription-search') return { type: 'MYSUBSCRIPTION', text };
  if (path !== '/content-search') return null;
  const stype = (params.get('stype') ?? '').toUpperCase();
  return { type: stype === 'K' || stype === 'D' ? stype : 'ALL', text };
}

interface HeaderSearchProps {
  types: SearchType[];
  typeConfig: NonNullable<ShellConfig['search-types-configuration']>;
  fetchSuggestions?: FetchSuggestions;
}

function PublisherSuggestions({ group, onPick }: { group: TypeAheadGroup; onPick: () => void }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const { shown, hasToggle } = visibleSuggestions(group.results, expanded);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 0.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 1 }}>
        {group.publisher.name}
      </Typography>
      {group.flag === false ? (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {t('search.typeAhead.notSubscribed')}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((result) => (
          <li key={result.id}>
            <Link
              component={RouterLink}
              to={`/document?contentCode=${encodeURIComponent(result.contentCode)}`}
              onClick={onPick}
              underline="hover"
              sx={{ display: 'block', px: 2, py: 0.75, '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
            >
              {result.designation ? <strong>{result.designation} </strong> : null}
              {result.documentTitle}
            </Link>
          </li>
        ))}
      </Box>
      {hasToggle ? (
        <Link component="button" type="button" onClick={() => setExpanded((value) => !value)} sx={{ px: 2, py: 0.5 }}>
          {expanded ? t('shell.search.showLess') : t('shell.search.showAll', { count: group.results.length })}
        </Link>
      ) : null}
    </Box>
  );
}

/**
 * The header search: a type selector, an input of at most 500 characters and, after more than two
 * characters and a 500 ms pause, suggestions grouped by publisher.
 */
export function HeaderSearch({ types, typeConfig, fetchSuggestions }: HeaderSearchProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const fromPage = searchOfLocation(location.pathname, location.search);
  const [type, setType] = useState<SearchType | undefined>(fromPage && types.includes(fromPage.type) ? fromPage.type : types[0]);
  const [text, setText] = useState(fromPage?.text ?? '');
  // Back, forward and links between results pages change the search shown; the field follows the page.
  const [shownLocation, setShownLocation] = useState(location.key);
  if (shownLocation !== location.key) {
    setShownLocation(location.key);
    if (fromPage) {
      setText(fromPage.text);
      if (types.includes(fromPage.type)) setType(fromPage.type);
    }
  }
  const [tooShort, setTooShort] = useState(false);
  const [suggestions, setSuggestions] = useState<{ query: string; groups: TypeAheadGroup[] } | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const ids = useId();
  const panelId = `${ids}-suggestions`;
  const hintId = `${ids}-hint`;
  const selectedType = type && types.includes(type) ? type : types[0];
  const disabled = !selectedType;

  useEffect(() => {
    if (!fetchSuggestions || !selectedType || !wantsTypeAhead(text)) return;
    const query = text.trim();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, selectedType, controller.signal).then(
        (groups) => setSuggestions({ query, groups }),
        () => undefined,
      );
    }, TYPE_AHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, selectedType, fetchSuggestions]);

  const showPanel = panelOpen && wantsTypeAhead(text) && suggestions !== null && suggestions.query === text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selectedType) return;
    if (!canSubmitSearch(selectedType, text)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setPanelOpen(false);
    // The search box stays on screen: focus goes on to the results (useRouteFocus).
    navigate(headerSearchPath(selectedType, text), { state: FOCUS_FOLLOWS_NAVIGATION });
  };

  const labelOf = (code: SearchType) => t(typeConfig.find((entry) => entry.code === code)?.['label-i18n-key'] ?? code);

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('shell.search.label')}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setPanelOpen(false);
      }}
      sx={{ position: 'relative', flex: '1 1 260px', maxWidth: 640, minWidth: 0 }}
    >
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', '&:focus-within': { outline: '2px solid', outlineColor: 'secondary.main' } }}>
        {types.length > 1 ? (
          <Box
            component="select"
            aria-label={t('shell.search.type')}
            value={selectedType}
            onChange={(event) => setType(event.target.value as SearchType)}
            sx={{ border: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'transparent', px: 1, height: 40, font: 'inherit', fontSize: { xs: '0.875rem', sm: 'inherit' }, maxWidth: { xs: 120, sm: 'none' } }}
          >
            {types.map((code) => (
              <option key={code} value={code}>
                {labelOf(code)}
              </option>
            ))}
          </Box>
        ) : null}
        <InputBase
          type="search"
          value={text}
          disabled={disabled}
          placeholder={disabled ? t('shell.search.unavailable') : t('shell.search.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setTooShort(false);
            setPanelOpen(true);
          }}
          onFocus={() => setPanelOpen(true)}
          onKeyDown={(event) => {
            // Down arrow moves into the suggestions; Tab and Shift+Tab then walk through them.
            if (event.key === 'ArrowDown' && showPanel) {
              event.preventDefault();
              document.getElementById(panelId)?.querySelector<HTMLElement>('a, button')?.focus();
            }
          }}
          inputProps={{
            maxLength: SEARCH_INPUT_MAX,
            // Typed words keep their own direction (a Latin term in an Arabic page shows from its start); the empty
            // field keeps the page's, for its placeholder.
            dir: text ? 'auto' : undefined,
            'aria-label': t('shell.search.label'),
            'aria-describedby': tooShort ? hintId : undefined,
            // A searchbox may not carry aria-expanded; aria-controls names the suggestion panel while it shows.
            'aria-controls': showPanel ? panelId : undefined,
            'aria-autocomplete': 'list',
          }}
          sx={{ flex: 1, px: 1, minWidth: 0 }}
        />
        <IconButton type="submit" disabled={disabled} aria-label={t('shell.search.submit')} size="small" sx={{ mr: 0.5 }}>
          <SearchIcon />
        </IconButton>
      </Paper>
      {tooShort ? (
        <Typography id={hintId} role="alert" variant="caption" sx={{ position: 'absolute', top: '100%', left: 0, bgcolor: 'background.paper', color: 'error.main', px: 1, borderRadius: 1 }}>
          {t('shell.search.tooShort')}
        </Typography>
      ) : null}
      {showPanel ? (
        <Paper id={panelId} role="region" aria-label={t('shell.search.suggestions')} elevation={6} sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.5, maxHeight: '70vh', overflowY: 'auto', zIndex: (theme) => theme.zIndex.modal - 1, color: 'text.primary' }}>
          {suggestions.groups.length === 0 ? (
            <Typography sx={{ px: 2, py: 1 }}>{t('shell.search.noSuggestions')}</Typography>
          ) : (
            suggestions.groups.map((group) => <PublisherSuggestions key={group.publisher.code} group={group} onPick={() => setPanelOpen(false)} />)
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
