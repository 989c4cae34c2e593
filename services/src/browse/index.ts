/** The browse module's public surface. */
export { BrowseModule } from './browse.module';
