import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { RefinementCounts } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { fetchTocCounts, tilesOf, tocSearchPath, type TocLevel, type TocTile } from './tocApi.js';

export interface Billboard {
  name: string | null;
  logo: string | null;
  /** A single-publisher tenant starts inside its publisher. */
  rootKey: string | null;
}

const DEPTHS: TocLevel['depth'][] = ['root', 'publisher', 'section'];

/** The levels an address names (at most publisher and section), starting inside a single-publisher tenant's publisher. */
function tocPathFrom(value: string | null, billboard: Billboard): TocLevel[] {
  let nodes: { key: string; name: string }[] = [];
  try {
    const parsed: unknown = value ? JSON.parse(value) : [];
    if (Array.isArray(parsed)) {
      nodes = parsed
        .filter((n): n is { key: string; name: string } => typeof n?.key === 'string' && typeof n?.name === 'string')
        .slice(0, 2);
    }
  } catch {
    nodes = [];
  }
  if (nodes.length === 0 && billboard.rootKey) nodes = [{ key: billboard.rootKey, name: billboard.name ?? billboard.rootKey }];
  return [{ depth: 'root', node: null }, ...nodes.map((node, index) => ({ depth: DEPTHS[index + 1]!, node }))];
}

/**
 * The table of contents: the catalogue's own structure (publishers, their sections — IETF streams and statuses,
 * NIST series, W3C maturity levels — and the working groups or committees inside them), drilled into tile by tile.
 */
export function TableOfContentsTab({ billboard }: { billboard: Billboard }) {
  const { t, formatNumber } = useI18n();
  const { http } = useAppServices();
  // Where the reader is in the table of contents lives in the address, so back and forward walk the levels.
  const [params, setParams] = useSearchParams();
  const path = tocPathFrom(params.get('toc'), billboard);
  const entitledOnly = params.get('tocEntitled') === '1';
  const selectedKey = params.get('tocSelected');
  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace });
  };
  const setPath = (levels: TocLevel[]) => update({ toc: JSON.stringify(levels.filter((l) => l.node).map((l) => l.node)), tocSelected: null });
  const setEntitledOnly = (on: boolean) => update({ tocEntitled: on ? '1' : null, tocSelected: null }, true);
  const level = path[path.length - 1]!;
  const levelKey = `${level.depth}:${level.node?.key ?? ''}:${entitledOnly}`;

  const state = useRemote<RefinementCounts>(levelKey, () => fetchTocCounts(http, { entitledOnly, publisherList: level.node ? [level.node.key] : undefined }));

  const tiles = state.data ? tilesOf(level, state.data) : [];
  const selected = tiles.find((tile) => tile.key === selectedKey) ?? null;
  const open = (tile: TocTile) => {
    if (level.depth === 'section') {
      update({ tocSelected: selectedKey === tile.key ? null : tile.key }, true);
      return;
    }
    setPath([...path, { depth: level.depth === 'root' ? 'publisher' : 'section', node: { key: tile.key, name: tile.name } }]);
  };
  const goTo = (index: number) => setPath(path.slice(0, index + 1));
  const publisherLevel = path.find((p) => p.depth === 'publisher');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {billboard.logo && publisherLevel ? <Box component="img" src={billboard.logo} alt="" sx={{ height: 40 }} /> : null}
          <Box>
            <Typography variant="h6" component="h2">
              {publisherLevel?.node?.name ?? t('home.toc.title')}
            </Typography>
            <Breadcrumbs aria-label={t('home.toc.breadcrumbs')}>
              {path.map((p, index) =>
                index === path.length - 1 ? (
                  <Typography key={index} color="text.primary" aria-current="location">
                    {p.node?.name ?? t('home.toc.allPublishers')}
                  </Typography>
                ) : (
                  <Link key={index} component="button" type="button" onClick={() => goTo(index)} underline="hover">
                    {p.node?.name ?? t('home.toc.allPublishers')}
                  </Link>
                ),
              )}
            </Breadcrumbs>
          </Box>
        </Stack>
        <FormControlLabel
          control={<Switch checked={entitledOnly} onChange={(event) => setEntitledOnly(event.target.checked)} />}
          label={t('home.toc.entitledOnly')}
        />
      </Stack>

      {state.status === 'pending' ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('home.loadFailed')} /> : null}
      {state.status === 'fulfilled' && tiles.length === 0 ? <Typography color="text.secondary">{t('home.toc.empty')}</Typography> : null}

      <Box component="ul" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 }}>
        {tiles.map((tile) => {
          const isSelected = selected?.key === tile.key;
          const disabled = entitledOnly && tile.count === 0;
          const label = tile.prefix ? t(`home.toc.prefix.${tile.prefix}`, { name: tile.name }) : tile.name;
          return (
            <li key={tile.key}>
              <Card variant="outlined" sx={{ height: '100%', borderColor: isSelected ? 'primary.main' : undefined, opacity: disabled ? 0.55 : 1 }}>
                <CardActionArea disabled={disabled} onClick={() => open(tile)} aria-pressed={level.depth === 'section' ? isSelected : undefined} sx={{ height: '100%' }}>
                  <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography component="span">{label}</Typography>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      {isSelected ? <CheckCircle color="primary" fontSize="small" aria-hidden /> : null}
                      <Typography component="span" variant="body2" color="text.secondary" aria-label={t('home.toc.count', { count: formatNumber(tile.count) })}>
                        {formatNumber(tile.count)}
                      </Typography>
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>

      {level.node ? (
        <Box>
          <Button component={RouterLink} to={tocSearchPath(path, selected, entitledOnly)} variant="contained">
            {selected ? t('home.toc.showSelected', { name: selected.name, count: formatNumber(selected.count) }) : t('home.toc.showAll', { name: level.node.name })}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
