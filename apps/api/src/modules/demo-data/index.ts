/** The demo accounts, users, subscriptions and IP ranges created at start-up (see DEMO-USERS.md). */
export { seedDemoAccounts } from './demo-seed.js';
