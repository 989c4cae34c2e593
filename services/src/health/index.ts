/** The health module's public surface: what other modules use of it. */
export { HealthModule } from './health.module';
