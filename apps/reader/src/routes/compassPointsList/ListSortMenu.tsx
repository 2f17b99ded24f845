import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import SortIcon from '@mui/icons-material/Sort';
import { useI18n } from '@codex/i18n';
import { pickSort, type ListSort, type ListSortField } from './listSort.js';

/** The sort menu (one of the view's fields) with the direction toggle beside it. */
export function ListSortMenu({ fields, sort, onChange }: { fields: ListSortField[]; sort: ListSort; onChange(sort: ListSort): void }) {
  const { t } = useI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const fieldLabel = (field: ListSortField) => t(`compassPoint.list.fields.${field}`);
  const directionLabel = t(sort.descending ? 'compassPoint.list.descending' : 'compassPoint.list.ascending');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'compass-points-sort-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('compassPoint.list.sortButton', { field: fieldLabel(sort.field) })}
      </Button>
      <Tooltip title={directionLabel}>
        <IconButton size="small" aria-label={directionLabel} onClick={() => onChange({ ...sort, descending: !sort.descending })}>
          {sort.descending ? <ArrowDownward fontSize="small" /> : <ArrowUpward fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Menu id="compass-points-sort-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('compassPoint.list.sortMenu') } }}>
        {fields.map((field) => (
          <MenuItem
            key={field}
            selected={field === sort.field}
            onClick={() => {
              setAnchor(null);
              onChange(field === sort.field ? sort : pickSort(field));
            }}
          >
            {fieldLabel(field)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
