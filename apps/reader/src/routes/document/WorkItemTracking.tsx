import { useEffect, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import * as api from '@codex/data';
import type { ContentTracking, WorkItem } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/index.js';

/** Who may use the work item switch: it shows with the page's Track button; a company session signs in first. */
export interface WorkItemTrackingAccess {
  needsPersonalSignIn: boolean;
}

/**
 * "Track work item": the user's tracking of a draft in progress, with the spec's workItem flag (docs/adr/0056). On,
 * the draft is tracked as a work item (POST api/tracked-documents?contentCode&workItem=true); off, its tracking stops
 * (PUT api/tracked-documents/{id}). The state is the user's tracking of the draft's family.
 */
export function WorkItemTrackSwitch({ item, access }: { item: WorkItem; access: WorkItemTrackingAccess }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const { requireSignIn } = useSession();
  const [tracking, setTracking] = useState<ContentTracking | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (access.needsPersonalSignIn) return;
    let stale = false;
    api
      .fetchContentTracking(http, item.family)
      .then((answer) => !stale && setTracking(answer))
      .catch(() => !stale && setTracking({ data: null, trackerUnavailable: true }));
    return () => {
      stale = true;
    };
  }, [http, item.family, access.needsPersonalSignIn]);

  const current = tracking?.data ?? null;
  const tracked = Boolean(current?.trackingFlag && current.workItem);

  const toggle = async () => {
    if (access.needsPersonalSignIn) return requireSignIn(`${window.location.pathname}${window.location.search}`);
    setBusy(true);
    try {
      const next = tracked && current ? await api.updateTracking(http, current.id, false) : await api.createTracking(http, item.contentCode, { workItem: true });
      setTracking({ data: next, trackerUnavailable: false });
    } catch {
      // The error catalogue has told the user; the switch stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormControlLabel
      control={<Switch checked={tracked} onChange={() => void toggle()} disabled={busy || (!access.needsPersonalSignIn && tracking === null) || Boolean(tracking?.trackerUnavailable)} />}
      label={t('document.workItems.track', { workItem: item.workItemNumber })}
    />
  );
}
