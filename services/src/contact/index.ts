/** The contact module's public surface: what other modules use of it. */
export { ContactModule } from './contact.module';
export { ContactService } from './contact.service';
