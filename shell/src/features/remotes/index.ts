export { remoteLoader, setUpRemotes } from './federation';
export { createBeaconSender } from './release-beacon';
export { RemoteLoaderContext, RemoteRoute } from './remote-route';
export type { RemoteName } from './remote-loader';
