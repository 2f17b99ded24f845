import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleMenu } from './ConsoleMenu.js';

/** react-admin's layout with the console's menu. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout menu={ConsoleMenu}>{children}</Layout>;
}
