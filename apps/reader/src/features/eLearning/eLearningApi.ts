import type { AxiosInstance } from 'axios';
import type { ElpEntitlementStatus } from '@codex/domain';

/**
 * GET /api/entitlement/getElpEntitlementStatus: whether the selected account may use the tenant's e-learning platform.
 * Any answer but a 200 rejects, quietly: the e-learning dialog's retry message is what the user is told.
 */
export async function fetchElpEntitlementStatus(http: AxiosInstance): Promise<ElpEntitlementStatus> {
  const response = await http.get<ElpEntitlementStatus>('/api/entitlement/getElpEntitlementStatus', { validateStatus: () => true });
  if (response.status !== 200) throw new Error(`The e-learning entitlement check answered ${response.status}`);
  return response.data;
}
