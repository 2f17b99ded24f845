import type { AxiosInstance } from 'axios';
import type { UserSubscription } from '@codex/domain';

/** GET /api/user-subscriptions/current-user: the subscriptions tabs of home. */
export async function fetchHomeSubscriptions(http: AxiosInstance): Promise<UserSubscription[]> {
  return (await http.get<UserSubscription[]>('/api/user-subscriptions/current-user')).data;
}
