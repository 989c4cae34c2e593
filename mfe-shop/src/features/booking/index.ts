export { LazyBookingForm } from './components/lazy-booking-form';
export type { BookedPart } from './components/booking-form';
