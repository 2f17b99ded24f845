import { useEffect, useRef } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/**
 * Below the small breakpoint react-admin draws the menu as a modal drawer. A window narrowed to a phone's width while
 * the desktop menu was open would otherwise show that drawer over the page, the page hidden from assistive
 * technology behind it: the menu closes instead, as it starts closed on a phone.
 */
export function SidebarClosesWhenNarrowed() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  const wasPhone = useRef(phone);
  useEffect(() => {
    if (phone && !wasPhone.current) setOpen(false);
    wasPhone.current = phone;
  }, [phone, setOpen]);
  return null;
}
