/** The auth module's public surface: what other modules use of it. */
export { AuthModule } from './auth.module';
