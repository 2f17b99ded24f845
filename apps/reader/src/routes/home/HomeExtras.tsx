import type { TenantConfig } from '@codex/domain';
import { ExternalLinksCard, TipsAndTricks } from './HomeSideCards.js';

/** Tips and tricks and, for a community tenant, the external links card. */
export default function HomeExtras({ tips, externalLinks, community }: { tips: TenantConfig['tips-tricks']; externalLinks: TenantConfig['externalLinks']; community: boolean }) {
  return (
    <>
      <TipsAndTricks tips={tips} />
      {community ? <ExternalLinksCard links={externalLinks} /> : null}
    </>
  );
}
