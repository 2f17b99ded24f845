/** Seats: concurrent readers of a subscription with a seat limit (docs/adr/0065). */
export { releaseAccountSeat, releaseUserSeats, takeSeat, touchSeats, type SeatAnswer, type SeatRequest } from './seats.service.js';
