import { startRemote } from '@shop/ui';
import { StandaloneApp } from './app/standalone-app';
import { ADMIN_NAMESPACE } from './lib/i18n';

// Standalone start (the shared remote frame in @shop/ui): this remote's own server provides
// /config.json with the API URL; the session is restored from the refresh cookie like the shell does.
// The admin messages load with the common ones, in the remembered language, before the first render.
void startRemote(StandaloneApp, { namespaces: [ADMIN_NAMESPACE] });
