import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { InlineArrow } from '@codex/ui';

export interface DualListEntry {
  primary: string;
  secondary?: string;
}

export interface DualListProps<T> {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  /** Left: what the search found and is not chosen yet. */
  available: T[];
  /** Right: what the group has. */
  chosen: T[];
  keyOf: (item: T) => string;
  describe: (item: T) => DualListEntry;
  onAdd: (items: T[]) => void;
  onRemove: (items: T[]) => void;
  /** The left list's search field (and button), drawn above it. */
  search: ReactNode;
  /** Local filter of the right list. */
  filterChosen: (items: T[], filter: string) => T[];
  labels: { available: string; chosen: string; filter: string; emptyAvailable: string; emptyChosen: string };
}

/**
 * Two lists side by side (one above the other on a phone): check items on one side and move them across with the
 * arrows. Each side has a select all / unselect all link; the right side a local filter.
 */
export function DualList<T>(props: DualListProps<T>) {
  const { t } = useI18n();
  const [leftChecked, setLeftChecked] = useState<Set<string>>(new Set());
  const [rightChecked, setRightChecked] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
  const shownChosen = props.filterChosen(props.chosen, filter);

  const picked = (items: T[], checked: Set<string>) => items.filter((item) => checked.has(props.keyOf(item)));
  const moveRight = () => {
    props.onAdd(picked(props.available, leftChecked));
    setLeftChecked(new Set());
  };
  const moveLeft = () => {
    props.onRemove(picked(props.chosen, rightChecked));
    setRightChecked(new Set());
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'stretch' } }}>
      <Side
        id={`${props.id}-available`}
        title={props.labels.available}
        header={props.search}
        items={props.available}
        checked={leftChecked}
        onChecked={setLeftChecked}
        keyOf={props.keyOf}
        describe={props.describe}
        empty={props.labels.emptyAvailable}
      />
      <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <Tooltip title={t('groups.dualList.add')}>
          <span>
            <IconButton aria-label={t('groups.dualList.add')} disabled={picked(props.available, leftChecked).length === 0} onClick={moveRight}>
              <InlineArrow towards="end" stackedBelow="md" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('groups.dualList.remove')}>
          <span>
            <IconButton aria-label={t('groups.dualList.remove')} disabled={picked(props.chosen, rightChecked).length === 0} onClick={moveLeft}>
              <InlineArrow towards="start" stackedBelow="md" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Side
        id={`${props.id}-chosen`}
        title={props.labels.chosen}
        header={
          <TextField
            size="small"
            fullWidth
            label={props.labels.filter}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        }
        items={shownChosen}
        checked={rightChecked}
        onChecked={setRightChecked}
        keyOf={props.keyOf}
        describe={props.describe}
        empty={props.chosen.length > 0 ? t('groups.dualList.noMatch') : props.labels.emptyChosen}
      />
    </Stack>
  );
}

interface SideProps<T> {
  id: string;
  title: string;
  header: ReactNode;
  items: T[];
  checked: Set<string>;
  onChecked: (checked: Set<string>) => void;
  keyOf: (item: T) => string;
  describe: (item: T) => DualListEntry;
  empty: string;
}

function Side<T>({ id, title, header, items, checked, onChecked, keyOf, describe, empty }: SideProps<T>) {
  const { t } = useI18n();
  const allChecked = items.length > 0 && items.every((item) => checked.has(keyOf(item)));
  const toggle = (key: string) => {
    const next = new Set(checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChecked(next);
  };
  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id={`${id}-title`} variant="subtitle2" component="h3">
            {title} ({items.length})
          </Typography>
          {items.length > 0 ? (
            <Link component="button" type="button" variant="body2" onClick={() => onChecked(allChecked ? new Set() : new Set(items.map(keyOf)))}>
              {allChecked ? t('groups.dualList.unselectAll') : t('groups.dualList.selectAll')}
            </Link>
          ) : null}
        </Stack>
        {header}
        <Box sx={{ height: { xs: 160, md: 240 }, overflowY: 'auto' }}>
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              {empty}
            </Typography>
          ) : (
            <List dense aria-labelledby={`${id}-title`} disablePadding>
              {items.map((item) => {
                const key = keyOf(item);
                const entry = describe(item);
                // A native label around the checkbox: the whole row toggles it, and nothing interactive is nested.
                return (
                  <ListItem key={key} disablePadding>
                    <FormControlLabel
                      sx={{ m: 0, width: '100%', alignItems: 'center', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
                      control={<Checkbox size="small" checked={checked.has(key)} onChange={() => toggle(key)} />}
                      label={
                        <Box component="span" sx={{ display: 'block', py: 0.5, overflowWrap: 'anywhere' }}>
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            {/* A title or name in its own direction: an English title in an Arabic list keeps its order. */}
                            <bdi>{entry.primary}</bdi>
                          </Typography>
                          {entry.secondary ? (
                            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                              <bdi>{entry.secondary}</bdi>
                            </Typography>
                          ) : null}
                        </Box>
                      }
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
