// Exposed as mfe_shop/TrackPage: loaded by the shell when its route is visited.
import { TrackHead } from '../app/heads/track-head';
import { withRemoteProviders } from '../app/remote-providers';
import { TrackPage } from '../features/tracking';

export default withRemoteProviders(TrackPage, TrackHead);
