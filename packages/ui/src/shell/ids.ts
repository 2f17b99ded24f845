/** The sidebar's element id, in its own module so the header can point at it without loading the sidebar. */
export const SIDEBAR_ID = 'codex-sidebar';
