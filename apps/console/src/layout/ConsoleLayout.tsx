import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleMenu } from './ConsoleMenu.js';
import { ConsoleAppBar } from './ConsoleAppBar.js';

/** react-admin's layout with the console's menu and app bar. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
      {children}
    </Layout>
  );
}
