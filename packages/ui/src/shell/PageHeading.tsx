import { useEffect, type ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useAppServices } from '../services/AppServices.js';

/**
 * The browser's title for a page: its name and the library's ("Favorites — Keystone Standards Library"), or the
 * library's name alone where the page has none. A heading that is a sentence ("The page does not exist.") names the
 * page without its full stop. Both apps name their pages this way.
 */
export function pageTitle(name: string | null, productName: string): string {
  return name ? `${name.replace(/[.。]$/u, '')} — ${productName}` : productName;
}

/**
 * Names the page in the browser's tab and history: "Favorites — Keystone Standards Library", or the library's name
 * alone for home (`null`). A move inside the app changes no page load, so the title is what a screen reader announces
 * for the new page and what the tab and the history list show (WCAG 2.4.2).
 */
export function usePageTitle(name: string | null) {
  const { tenantConfig } = useAppServices();
  const title = pageTitle(name, tenantConfig.branding.productName);
  // After every render, not only when the name changes: a move between two routes that render the same page (home and
  // /home/1) renders it again under the same name, and the title is set again in case anything else changed it.
  useEffect(() => {
    if (document.title !== title) document.title = title;
  });
}

type PageHeadingProps = Omit<TypographyProps<'h1', { component?: 'h1' }>, 'component' | 'children' | 'ref'> & {
  /** The page's name, for the heading and the title. */
  text: string;
  /** What the heading shows when it is more than the name (the document's designation in bold, say). */
  children?: ReactNode;
};

/** A page's one main heading (h1), which also names the page in the browser's title. */
export function PageHeading({ text, children, variant = 'h4', ...typography }: PageHeadingProps) {
  usePageTitle(text);
  return (
    <Typography variant={variant} component="h1" {...typography}>
      {children ?? text}
    </Typography>
  );
}
