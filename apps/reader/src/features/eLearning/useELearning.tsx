import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ELP_ENTITLED } from '@codex/domain';
import { useAppServices } from '@codex/ui';
import { useSession } from '../session/index.js';
import { ELearningDialog, type ELearningNotice } from './ELearningDialog.js';
import { fetchElpEntitlementStatus } from './eLearningApi.js';

/** Opens the platform in a new tab; a test hands in its own. */
export type OpenWindow = (url: string) => void;
const openInNewTab: OpenWindow = (url) => void window.open(url, '_blank', 'noopener,noreferrer');

/**
 * The e-learning link (spec: "opens the provider's entitlement check only for individuals; others get an access modal"):
 * an individual's account is checked with GET /api/entitlement/getElpEntitlementStatus and, when entitled, the provider's
 * page opens in a new tab; code '300' shows the no-entitlement message, any other failure a retry message. A company
 * session gets the access modal, whose OK signs in as a person. `dialog` is what to render; `open` starts.
 */
export function useELearning(openWindow: OpenWindow = openInNewTab): { open: () => void; dialog: ReactNode } {
  const { http } = useAppServices();
  const { session, requireSignIn } = useSession();
  const location = useLocation();
  const [notice, setNotice] = useState<ELearningNotice | null>(null);
  const attempt = useRef(0);
  const account = session.status === 'active' ? session.account : null;
  const company = account?.userType === 'COMPANY';

  const open = useCallback(() => {
    if (company) {
      setNotice('company');
      return;
    }
    const current = ++attempt.current;
    setNotice('checking');
    fetchElpEntitlementStatus(http).then(
      (status) => {
        if (current !== attempt.current) return;
        if (status.code === ELP_ENTITLED && status.url) {
          setNotice(null);
          openWindow(status.url);
        } else setNotice('noEntitlement');
      },
      () => current === attempt.current && setNotice('failed'),
    );
  }, [company, http, openWindow]);

  const close = useCallback(() => {
    attempt.current++;
    setNotice(null);
  }, []);

  const dialog = notice ? (
    <ELearningDialog
      notice={notice}
      onClose={close}
      onRetry={open}
      onSignIn={() => {
        close();
        void requireSignIn(`${location.pathname}${location.search}`);
      }}
    />
  ) : null;
  return { open, dialog };
}
