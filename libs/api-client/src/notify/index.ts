export { notify } from './notify';
export type { NotifyKind, NotifyOptions } from './notify';
export { Toasts } from './toasts';
