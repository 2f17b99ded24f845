import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useI18n } from '@codex/i18n';
import type { NavItem } from './rules.js';

export const navLabel = (item: NavItem, t: (key: string) => string) => item.label ?? t(item.labelKey);

interface NavMenuProps {
  /** Visible text of the button (it is also its accessible name). */
  buttonLabel: ReactNode;
  buttonTitle?: string;
  startIcon?: ReactNode;
  items: NavItem[];
  /** Items without `to` or `href` are actions. */
  onAction?: (id: string) => void;
  /** Marks the item that is currently chosen (the language menu). */
  selectedId?: string;
  id: string;
}

/** A header button opening a menu of links and actions (MUI Menu: arrow keys, Escape, focus return). */
export function NavMenu({ buttonLabel, buttonTitle, startIcon, items, onAction, selectedId, id }: NavMenuProps) {
  const { t } = useI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `${id}-${useId()}`;
  const close = () => setAnchor(null);
  if (items.length === 0) return null;

  return (
    <>
      <Button
        color="inherit"
        startIcon={startIcon}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        title={buttonTitle}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
      >
        {buttonLabel}
      </Button>
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
                onAction?.(item.id);
              }}
            >
              {label}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
