import { Outlet } from 'react-router-dom';
import { AppFrame } from '@codex/ui';
import { useReaderServices } from '../../features/session/ReaderServices.js';
import { useSession } from '../../features/session/SessionProvider.js';

export function ReaderLayout() {
  const { tenantConfig } = useReaderServices();
  const { session } = useSession();
  const userName = session.status === 'active' ? session.name : null;
  return (
    <AppFrame branding={tenantConfig.branding} userName={userName}>
      <title>{tenantConfig.branding.productName}</title>
      <Outlet />
    </AppFrame>
  );
}
