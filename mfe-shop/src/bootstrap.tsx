import { startRemote } from '@shop/ui';
import { NAMESPACE } from './app/i18n';
import { StandaloneApp } from './app/standalone-app';

// Standalone start (the shared, antd-free start of @shop/ui): this remote's own server provides
// /config.json with the API URL, and the storefront's messages load with the common ones. The
// storefront does not restore a session on its own.
void startRemote(StandaloneApp, { restoreSession: false, namespaces: [NAMESPACE] });
