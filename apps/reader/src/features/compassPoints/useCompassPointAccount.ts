import { useSession } from '../session/index.js';

/** The signed-in user the compass point rules read (own compass points under pdf-view-setting 'Own'), or null. */
export function useCompassPointAccount(): { id: number } | null {
  const { session } = useSession();
  return session.status === 'active' && typeof session.account.id === 'number' ? { id: session.account.id } : null;
}
