/** The catalogue-admin module's public surface: what other modules use of it. */
export { CatalogueAdminModule } from './catalogue-admin.module';
