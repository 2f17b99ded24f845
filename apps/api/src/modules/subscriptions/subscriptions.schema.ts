export { UserSubscription, UserSubscriptionList } from '@codex/domain';
