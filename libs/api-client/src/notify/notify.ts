/**
 * Toasts for the whole page, loaded only when one is shown.
 *
 * react-toastify is ~10 KB gzip that most visits never need (a toast follows an action or an API
 * failure), so it is not in the first page load: the first `notify` call loads it, and `<Toasts>` (in
 * the shell, or a remote's standalone frame) mounts its container then. react-toastify queues a toast
 * shown before its container mounts, so nothing is lost. Everyone notifies through this module, a
 * part of the shared `@shop/api-client`, so the shell and every remote reach the same container.
 */
type ToastModule = typeof import('react-toastify');

export type NotifyKind = 'success' | 'info' | 'error';

export interface NotifyOptions {
  /** A toast with the same id already on screen is not shown again. */
  toastId?: string;
}

let loading: Promise<ToastModule> | undefined;
const loadListeners = new Set<() => void>();

/** Loads react-toastify (once; again after a failed load) and tells `<Toasts>` to mount. */
export function loadToasts(): Promise<ToastModule> {
  if (!loading) {
    const attempt = import('react-toastify');
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    for (const listener of loadListeners) listener();
  }
  return loading;
}

/** Whether a toast was asked for yet (then `<Toasts>` mounts the container). */
export function toastsRequested(): boolean {
  return loading !== undefined;
}

/** Calls `listener` whenever react-toastify starts loading; returns the unsubscribe function. */
export function onToastsRequested(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

function show(kind: NotifyKind, message: string, options?: NotifyOptions): void {
  loadToasts().then(
    ({ toast }) => (options ? toast[kind](message, options) : toast[kind](message)),
    (error: unknown) => console.error(`Could not show the notification "${message}":`, error),
  );
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
};
