export { TrackPage } from './components/track-page';
