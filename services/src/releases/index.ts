/** The releases module's public surface. */
export { ReleasesModule } from './releases.module';
