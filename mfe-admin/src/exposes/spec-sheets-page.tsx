// Exposed as mfe_admin/SpecSheetsPage: loaded by the shell only when an admin route is visited.
import { withRemoteProviders } from '@shop/ui';
import '../lib/i18n'; // registers this remote's messages
import { SpecSheetsPage } from '../features/spec-sheets';

export default withRemoteProviders(SpecSheetsPage);
