import type { NavItem } from './rules.js';

export const navLabel = (item: NavItem, t: (key: string) => string) => item.label ?? t(item.labelKey);
