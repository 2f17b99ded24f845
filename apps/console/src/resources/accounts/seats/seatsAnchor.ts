/** The seats section's place on the account's page (`/accounts/{id}#seats`), where the dashboard's seats panel leads. */
export const SEATS_ANCHOR = 'seats';
