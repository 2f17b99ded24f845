import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useI18n } from '@codex/i18n';
import { navLabel } from './navLabel.js';
import type { NavItem } from './rules.js';

import { SIDEBAR_ID } from './ids.js';

export { SIDEBAR_ID };

interface SidebarProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  onAction?: (id: string, item: NavItem) => void;
}

function SidebarEntry({ item, depth, onClose, onAction }: { item: NavItem; depth: number; onClose: () => void; onAction?: (id: string, item: NavItem) => void }) {
  const { t } = useI18n();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const label = navLabel(item, t);
  const indent = { pl: 2 + depth * 2 };

  if (item.children) {
    const childrenId = `${SIDEBAR_ID}-${item.id}`;
    return (
      <li>
        <ListItemButton aria-expanded={expanded} aria-controls={childrenId} onClick={() => setExpanded((value) => !value)} sx={indent}>
          <ListItemText primary={label} />
          {expanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        </ListItemButton>
        <Collapse in={expanded} unmountOnExit>
          <List id={childrenId} disablePadding>
            {item.children.map((child) => (
              <SidebarEntry key={child.id} item={child} depth={depth + 1} onClose={onClose} onAction={onAction} />
            ))}
          </List>
        </Collapse>
      </li>
    );
  }
  if (item.to) {
    const current = location.pathname === item.to;
    return (
      <li>
        <ListItemButton component={RouterLink} to={item.to} onClick={onClose} selected={current} aria-current={current ? 'page' : undefined} sx={indent}>
          <ListItemText primary={label} />
        </ListItemButton>
      </li>
    );
  }
  if (item.href) {
    return (
      <li>
        <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onClose} sx={indent}>
          <ListItemText primary={label} />
          <OpenInNew fontSize="small" titleAccess={t('shell.sidebar.opensInNewTab')} />
        </ListItemButton>
      </li>
    );
  }
  return (
    <li>
      <ListItemButton
        lang={item.lang}
        onClick={() => {
          onClose();
          onAction?.(item.id, item);
        }}
        sx={indent}
      >
        <ListItemText primary={label} />
        {item.external ? <OpenInNew fontSize="small" titleAccess={t('shell.sidebar.opensInNewTab')} /> : null}
      </ListItemButton>
    </li>
  );
}

/**
 * The navigation drawer: hidden at first, opened by the hamburger; as a modal drawer it traps focus,
 * closes on Escape or a click outside and gives focus back to the hamburger.
 */
export function Sidebar({ open, onClose, items, onAction }: SidebarProps) {
  const { t } = useI18n();
  return (
    <Drawer id={SIDEBAR_ID} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '85vw', sm: 300 }, maxWidth: 320 } } }}>
      <nav aria-label={t('shell.sidebar.label')}>
        <List component="ul" sx={{ pt: 1 }}>
          {items.map((item) => (
            <SidebarEntry key={item.id} item={item} depth={0} onClose={onClose} onAction={onAction} />
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
