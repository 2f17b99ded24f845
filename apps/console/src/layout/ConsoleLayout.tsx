import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleMenu } from './ConsoleMenu.js';
import { ConsoleAppBar } from './ConsoleAppBar.js';
import { ConsoleSidebar } from './ConsoleSidebar.js';

/** react-admin's layout with the console's menu and app bar; the menu closes when the window narrows to a phone's. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} sidebar={ConsoleSidebar}>
      {children}
    </Layout>
  );
}
