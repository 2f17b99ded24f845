/** The selected account's current subscriptions (reader sidebar), and the licence meter: seats and allowances (docs/adr/0065, 0066). */
export { default as subscriptionRoutes } from './subscriptions.routes.js';
export * from './seats/index.js';
export * from './allowances/index.js';
export { seatIdleMs } from './licence-settings.js';
