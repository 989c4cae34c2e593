import { startRemote } from '@shop/ui';
import { StandaloneApp } from './app/standalone-app';

// Standalone start (the shared remote frame in @shop/ui): this remote's own server provides
// /config.json with the API URL; the session is restored from the refresh cookie like the shell does.
void startRemote(StandaloneApp);
