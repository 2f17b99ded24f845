import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useI18n } from '@codex/i18n';
import type { ShellConfig } from './rules.js';

/** The tenant's footer links; in-app paths stay in the app, the rest open as ordinary links. */
export function Footer({ links }: { links: NonNullable<ShellConfig['footer']> }) {
  const { t } = useI18n();
  if (links.length === 0) return null;
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 2 }}>
      <Box component="nav" aria-label={t('shell.footer.label')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}>
          {links.map((link) => (
            <li key={link.key}>
              {link.url.startsWith('/') ? (
                <Link component={RouterLink} to={link.url}>
                  {t(link['label-i18n-key'])}
                </Link>
              ) : (
                <Link href={link.url}>{t(link['label-i18n-key'])}</Link>
              )}
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
