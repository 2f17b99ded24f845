import { z } from 'zod';

/** One current subscription of the selected account, as the reader's sidebar and home page use it. */
export const UserSubscription = z.object({
  id: z.number().int(),
  subscriptionInfo: z.object({
    /** The publisher's search key: the sidebar links to a search of this publisher. */
    publisherSearchKey: z.string(),
    subscriptionAbbrName: z.string(),
    subscriptionImagePath: z.string().nullable(),
    subscriptionName: z.string(),
  }),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

export const UserSubscriptionList = z.array(UserSubscription);
