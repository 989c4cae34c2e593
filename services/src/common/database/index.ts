export { oneOf, storedCollection, toObjectId, withUpdatedAt } from './driver-writes';
