export { storedCollection, withUpdatedAt } from './driver-writes';
