/** The selected account's current subscriptions (reader sidebar), and their seats (docs/adr/0065). */
export { default as subscriptionRoutes } from './subscriptions.routes.js';
export { releaseAccountSeat, releaseUserSeats, takeSeat, touchSeats, type SeatAnswer, type SeatRequest } from './seats/index.js';
