// Exposed as mfe_shop/ContactPage: loaded by the shell when its route is visited.
import { ContactHead } from '../app/heads/simple-heads';
import { withRemoteProviders } from '../app/remote-providers';
import { ContactPage } from '../features/contact';

export default withRemoteProviders(ContactPage, ContactHead);
