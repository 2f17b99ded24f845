import { Link as RouterLink } from 'react-router-dom';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useI18n } from '@codex/i18n';
import { navLabel } from './navLabel.js';
import type { NavItem } from './rules.js';

interface NavMenuListProps {
  menuId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: NavItem[];
  onAction?: (id: string, item: NavItem) => void;
  selectedId?: string;
}

/** The open menu of a NavMenu (MUI Menu: arrow keys, Escape, focus return). */
export function NavMenuList({ menuId, anchor, onClose: close, items, onAction, selectedId }: NavMenuListProps) {
  const { t } = useI18n();
  return (
    <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
      {items.map((item) => {
        const label = navLabel(item, t);
        if (item.to) {
          return (
            <MenuItem key={item.id} component={RouterLink} to={item.to} onClick={close} selected={item.id === selectedId}>
              {label}
            </MenuItem>
          );
        }
        if (item.href) {
          return (
            <MenuItem key={item.id} component="a" href={item.href} target={item.external ? '_blank' : undefined} rel="noopener noreferrer" onClick={close}>
              {label}
            </MenuItem>
          );
        }
        return (
          <MenuItem
            key={item.id}
            selected={item.id === selectedId}
            lang={item.lang}
            onClick={() => {
              close();
              onAction?.(item.id, item);
            }}
          >
            {label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
