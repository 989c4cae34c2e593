/** The seed module's public surface: what other modules use of it. */
export { SeedModule } from './seed.module';
