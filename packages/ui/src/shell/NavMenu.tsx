import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { NavItem } from './rules.js';

export { navLabel } from './navLabel.js';

// The menus (MUI Menu, Popover, Modal, focus trap) load when a menu is first wanted: hovering or focusing its button starts it.
const loadList = () => import('./NavMenuList.js');
const NavMenuList = lazy(async () => ({ default: (await loadList()).NavMenuList }));

interface NavMenuProps {
  /** Visible text of the button (it is also its accessible name). */
  buttonLabel: ReactNode;
  buttonTitle?: string;
  startIcon?: ReactNode;
  items: NavItem[];
  /** Items without `to` or `href` are actions. */
  onAction?: (id: string, item: NavItem) => void;
  /** Marks the item that is currently chosen (the language menu). */
  selectedId?: string;
  id: string;
}

/** A header button opening a menu of links and actions (MUI Menu: arrow keys, Escape, focus return). */
export function NavMenu({ buttonLabel, buttonTitle, startIcon, items, onAction, selectedId, id }: NavMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
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
        onMouseEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ textTransform: 'none', minWidth: 0, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
      >
        {buttonLabel}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <NavMenuList menuId={menuId} anchor={anchor} onClose={close} items={items} onAction={onAction} selectedId={selectedId} />
        </Suspense>
      ) : null}
    </>
  );
}
