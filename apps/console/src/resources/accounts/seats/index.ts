// The seats of an account (docs/adr/0065): a section of the account's page, and where the dashboard links to it.
export { AccountSeats } from './AccountSeats.js';
export { SEATS_ANCHOR } from './seatsAnchor.js';
