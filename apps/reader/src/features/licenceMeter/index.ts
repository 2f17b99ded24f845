/** What the reader's licence meter offers the pages: seats (the gate, the refusal, My account's seats) and allowances. */
export { AllowanceLine, AllowanceRefusalDialog } from './AllowanceLine.js';
export { MySeatsSection } from './MySeatsSection.js';
export { SeatGate, SeatGated, SeatRefusalDialog } from './SeatGate.js';
export { SeatRefusalPanel } from './SeatRefusalPanel.js';
export { downloadDocument, type DownloadAnswer } from './licenceMeterApi.js';
export { useAllowances, type Allowances } from './useAllowances.js';
export { useSeat, type Seat, type SeatState } from './useSeat.js';
