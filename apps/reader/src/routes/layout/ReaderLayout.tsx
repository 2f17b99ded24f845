import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFrame } from '@codex/ui';
import { useReaderServices } from '../../features/session/ReaderServices.js';
import { useSession } from '../../features/session/SessionProvider.js';

export function ReaderLayout() {
  const { tenantConfig } = useReaderServices();
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
