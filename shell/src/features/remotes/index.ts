export { remoteLoader, setUpRemotes } from './federation';
export { RemoteLoaderContext, RemoteRoute } from './remote-route';
export type { RemoteName } from './remote-loader';
