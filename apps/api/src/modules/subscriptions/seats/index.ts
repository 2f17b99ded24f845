/** Seats: concurrent readers of a subscription with a seat limit (docs/adr/0065). */
export { idleInterval, releaseAccountSeat, releaseUserSeats, seatsInUse, takeSeat, touchSeats, type SeatAnswer, type SeatRequest } from './seats.service.js';
export { accountSeats, accountSeatsPanel, mySeats, seatHelpers } from './seat-lists.js';
export { isWatching, lookForFreeSeat, seatsReleased, seatWatchJob, watchSeat } from './seat-watch.js';
