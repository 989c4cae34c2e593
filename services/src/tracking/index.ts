/** The tracking module's public surface: what other modules use of it. */
export { TrackingModule } from './tracking.module';
