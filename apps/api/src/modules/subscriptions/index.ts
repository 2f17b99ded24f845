/** The selected account's current subscriptions (reader sidebar). */
export { default as subscriptionRoutes } from './subscriptions.routes.js';
