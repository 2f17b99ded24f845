import { useEffect, useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, except on a phone's width the menu is open only when it was opened there. Below the small
 * breakpoint react-admin draws the menu as a modal drawer; opened by a window narrowing with the desktop menu open,
 * it covered the page and left the page hidden from assistive technology even once closed. The menu is closed instead
 * (as it starts closed on a phone), and the drawer is never drawn open on the way.
 */
export function ConsoleSidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  // Whether the menu's open state was reached on a phone: kept from render to render as React's "previous value" pattern.
  const [seen, setSeen] = useState({ phone, open, openedOnPhone: false });
  let openedOnPhone = seen.openedOnPhone;
  if (seen.phone !== phone || seen.open !== open) {
    openedOnPhone = phone && open && (seen.phone ? seen.openedOnPhone || !seen.open : false);
    setSeen({ phone, open, openedOnPhone });
  }
  const closedByNarrowing = phone && open && !openedOnPhone;
  useEffect(() => {
    if (closedByNarrowing) setOpen(false);
  }, [closedByNarrowing, setOpen]);
  return closedByNarrowing ? <Sidebar {...props} open={false} /> : <Sidebar {...props} />;
}
