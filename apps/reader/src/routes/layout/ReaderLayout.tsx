import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFrame, useAppServices } from '@codex/ui';
import { useSession } from '../../features/session/SessionProvider.js';

export function ReaderLayout() {
  const { tenantConfig } = useAppServices();
  const { session } = useSession();
  const productName = tenantConfig.branding.productName;
  const userName = session.status === 'active' ? session.name : null;

  useEffect(() => {
    document.title = productName;
  }, [productName]);

  return (
    <AppFrame branding={tenantConfig.branding} userName={userName}>
      <Outlet />
    </AppFrame>
  );
}
