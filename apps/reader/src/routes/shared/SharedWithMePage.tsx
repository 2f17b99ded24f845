import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { SharedPublication, SharedStandard } from '@codex/domain';
import { useAppServices } from '@codex/ui';
import { fetchSharedPublications, fetchSharedStandards } from '../../features/documentLists/index.js';
import { SharedListPage } from './SharedListPage.js';

const documentLink = (contentCode: string, text: string) => (
  <Link component={RouterLink} to={`/document?contentCode=${encodeURIComponent(contentCode)}`}>
    {text}
  </Link>
);

/** /sharedWithMe: documents other users shared with me, with a mailto link to whoever shared each. */
export function SharedWithMePage() {
  const { http } = useAppServices();
  const load = useCallback((page: number, size: number) => fetchSharedStandards(http, page, size), [http]);
  return (
    <SharedListPage<SharedStandard>
      titleKey="routes.sharedWithMe"
      emptyKey="shared.emptyDocuments"
      columns={[
        { key: 'document', labelKey: 'shared.columns.document' },
        { key: 'sharedBy', labelKey: 'shared.columns.sharedBy' },
      ]}
      load={load}
      rowKey={(entry, index) => `${entry.contentCode}-${entry.email}-${index}`}
      row={(entry) => [
        documentLink(entry.contentCode, [entry.designationNo, entry.documentTitle].filter(Boolean).join(' · ')),
        <Link key="mail" href={`mailto:${entry.email}`}>
          {`${entry.sharedByFirstName} ${entry.sharedByLastName}`.trim() || entry.email}
        </Link>,
      ]}
    />
  );
}

/** /publicationsShared: publications shared with me: publisher, title and who shared it. */
export function PublicationsSharedPage() {
  const { http } = useAppServices();
  const load = useCallback((page: number, size: number) => fetchSharedPublications(http, page, size), [http]);
  return (
    <SharedListPage<SharedPublication>
      titleKey="routes.publicationsShared"
      emptyKey="shared.emptyPublications"
      columns={[
        { key: 'publisher', labelKey: 'shared.columns.publisher' },
        { key: 'title', labelKey: 'shared.columns.title' },
        { key: 'sharedBy', labelKey: 'shared.columns.sharedBy' },
      ]}
      load={load}
      rowKey={(entry, index) => `${entry.document.contentCode}-${index}`}
      row={(entry) => {
        const user = entry.sharedByUserAccount.user;
        const name = `${user.firstName} ${user.lastName}`.trim();
        return [
          entry.document.publisherName,
          documentLink(entry.document.contentCode, entry.document.documentTitle),
          user.email ? (
            <Link key="mail" href={`mailto:${user.email}`}>
              {name || user.email}
            </Link>
          ) : (
            name
          ),
        ];
      }}
    />
  );
}
