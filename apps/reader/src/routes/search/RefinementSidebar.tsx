import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefinementCounts, RefinementFamily, RefinementNode } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import type { SelectedRefinement } from './searchState.js';
import { FAMILY_NODES_SHOWN, isSelected, PUBLISHER_CHILDREN_SHOWN, SELECTED_SHOWN, toggleRefinement, removeRefinement, visibleEntries } from './refinements.js';

/** The order in which the sidebar shows the refinement families. ICS codes and sectors and themes are not offered: the catalogue records neither (docs/adr/0050). */
const SIDEBAR_FAMILIES = ['publisherList', 'categoryList', 'committeeList', 'documentTypeList', 'topicList'] as const satisfies readonly RefinementFamily[];

interface SelectedRefinementsProps {
  selected: SelectedRefinement[];
  onChange: (next: SelectedRefinement[]) => void;
  onClearAll: () => void;
}

/** The refinements in force: 2 shown, then see more / see less; each removable; clear all. */
export function SelectedRefinements({ selected, onChange, onClearAll }: SelectedRefinementsProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  if (selected.length === 0) return null;
  const { visible, hidden } = visibleEntries(selected, expanded, SELECTED_SHOWN);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle2" component="h2">
          {t('search.refine.selected')}
        </Typography>
        <Button size="small" onClick={onClearAll}>
          {t('search.refine.clearAll')}
        </Button>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
        {visible.map((entry) => (
          <li key={`${entry.r}|${entry.k}`}>
            {/* The whole chip is the remove button, so it is one stop for the keyboard and says what it does. */}
            <Chip
              size="small"
              label={entry.n}
              aria-label={t('search.refine.remove', { name: entry.n })}
              onClick={() => onChange(removeRefinement(selected, entry))}
              onDelete={() => onChange(removeRefinement(selected, entry))}
              sx={{ maxWidth: '100%' }}
            />
          </li>
        ))}
      </Box>
      {selected.length > SELECTED_SHOWN ? (
        <Button size="small" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('search.refine.seeLess') : t('search.refine.seeMore', { count: hidden })}
        </Button>
      ) : null}
    </Box>
  );
}

interface NodeCheckboxProps {
  node: RefinementNode;
  family: RefinementFamily;
  selected: SelectedRefinement[];
  onChange: (next: SelectedRefinement[]) => void;
  label?: string;
}

function NodeCheckbox({ node, family, selected, onChange, label }: NodeCheckboxProps) {
  const { formatNumber } = useI18n();
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: '9px', overflowWrap: 'anywhere' } }}
      control={<Checkbox size="small" checked={isSelected(selected, family, node.key)} onChange={() => onChange(toggleRefinement(selected, family, node))} />}
      label={
        <>
          {label ?? node.name}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({formatNumber(node.count)})
          </Typography>
        </>
      }
    />
  );
}

/** A publisher with its categories below: 2 children shown until see more. */
function PublisherNode({ node, selected, onChange }: { node: RefinementNode; selected: SelectedRefinement[]; onChange: (next: SelectedRefinement[]) => void }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const children = node.child ?? [];
  const { visible, hidden } = visibleEntries(children, expanded, PUBLISHER_CHILDREN_SHOWN);
  return (
    <li>
      <NodeCheckbox node={node} family="publisherList" selected={selected} onChange={onChange} />
      {children.length > 0 ? (
        <Box component="ul" aria-label={t('search.refine.categoriesOf', { name: node.name })} sx={{ listStyle: 'none', m: 0, pl: 3 }}>
          {visible.map((child) => (
            <li key={child.key}>
              <NodeCheckbox node={{ ...child, parentKey: child.parentKey ?? node.key }} family="categoryList" selected={selected} onChange={onChange} />
            </li>
          ))}
        </Box>
      ) : null}
      {children.length > PUBLISHER_CHILDREN_SHOWN ? (
        <Button size="small" sx={{ ml: 3 }} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('search.refine.seeLess') : t('search.refine.seeMore', { count: hidden })}
        </Button>
      ) : null}
    </li>
  );
}

interface FamilySectionProps {
  family: RefinementFamily;
  nodes: RefinementNode[];
  selected: SelectedRefinement[];
  onChange: (next: SelectedRefinement[]) => void;
}

function FamilySection({ family, nodes, selected, onChange }: FamilySectionProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const { visible, hidden } = visibleEntries(nodes, expanded, FAMILY_NODES_SHOWN);
  // A category under two publishers has the same name twice; its publisher tells them apart.
  const labelOf = (node: RefinementNode) => (family === 'categoryList' && node.parentName ? `${node.name} (${node.parentName})` : undefined);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t(`search.refine.family.${family}`)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {visible.map((node) =>
          family === 'publisherList' ? (
            <PublisherNode key={node.key} node={node} selected={selected} onChange={onChange} />
          ) : (
            <li key={node.key}>
              <NodeCheckbox node={node} family={family} selected={selected} onChange={onChange} label={labelOf(node)} />
            </li>
          ),
        )}
      </Box>
      {nodes.length > FAMILY_NODES_SHOWN ? (
        <Button size="small" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('search.refine.showFewer') : t('search.refine.showMore', { count: hidden })}
        </Button>
      ) : null}
    </Box>
  );
}

interface RefinementSidebarProps {
  counts: RefinementCounts | null;
  selected: SelectedRefinement[];
  onChange: (next: SelectedRefinement[]) => void;
  onClearAll: () => void;
  loading?: boolean;
}

/** The refinement sidebar: what is selected, then each family that has nodes for this search. */
export function RefinementSidebar({ counts, selected, onChange, onClearAll, loading = false }: RefinementSidebarProps) {
  const { t } = useI18n();
  const families = SIDEBAR_FAMILIES.filter((family) => (counts?.[family]?.length ?? 0) > 0);
  return (
    <Box aria-busy={loading} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <SelectedRefinements selected={selected} onChange={onChange} onClearAll={onClearAll} />
      {counts && families.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('search.refine.none')}
        </Typography>
      ) : null}
      {families.map((family) => (
        <FamilySection key={family} family={family} nodes={counts![family]} selected={selected} onChange={onChange} />
      ))}
    </Box>
  );
}
