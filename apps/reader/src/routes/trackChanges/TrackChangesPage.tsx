import { useEffect } from 'react';
import { Spinner, useAppServices } from '@codex/ui';

/** /trackChanges: the tenant's tracker lives elsewhere; without one configured this stays a spinner. */
export function TrackChangesPage() {
  const { tenantConfig } = useAppServices();
  const trackerUrl = tenantConfig['tracker-url'];
  useEffect(() => {
    if (trackerUrl) window.location.assign(trackerUrl);
  }, [trackerUrl]);
  return <Spinner />;
}
