import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TenantConfig } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { saveDownload } from '../../features/files/index.js';

/**
 * Tips-and-tricks cards from the tenant configuration. A DOWNLOAD link fetches the help PDF (the browser
 * downloads it from the API); any other link opens in a new tab.
 */
export function TipsAndTricks({ tips }: { tips: TenantConfig['tips-tricks'] }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const download = (link: string) => {
    saveDownload(http, link, 'help.pdf').then(
      (saved) => {
        if (saved.size === 0) notify({ type: 'ERROR', message: t('home.tips.emptyFile') });
      },
      () => undefined,
    );
  };
  if (tips.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-tips">
      <Typography id="home-tips" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('home.tips.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {tips.map((tip) => (
          <Card key={tip['label-i18n-key']} variant="outlined">
            <CardContent>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {t(tip['label-i18n-key'])}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                {t(tip['content-i18n-key'])}
              </Typography>
              {tip.linkType === 'DOWNLOAD' ? (
                <Link component="button" type="button" onClick={() => download(tip.link)}>
                  {t('home.tips.download')}
                </Link>
              ) : (
                <Link href={tip.link} target="_blank" rel="noopener noreferrer">
                  {t('home.tips.open')}
                </Link>
              )}
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** The community tenant's card of external links (those whose position contains BOTTOM). */
export function ExternalLinksCard({ links }: { links: TenantConfig['externalLinks'] }) {
  const { t } = useI18n();
  const bottom = links.filter((link) => link.position.includes('BOTTOM'));
  if (bottom.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="home-external-links">
      <CardContent>
        <Typography id="home-external-links" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('home.externalLinks.title')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {bottom.map((link) => (
            <li key={link.url}>
              <Link href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
