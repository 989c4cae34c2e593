export { oneOf, storedCollection, withUpdatedAt } from './driver-writes';
