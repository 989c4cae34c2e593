/**
 * Endpoints whose failures the page shows itself (in red under the form, the spec's fixed 'Send
 * Email!' toast, or a guard's redirect): the error toaster leaves them alone so an error reaches the
 * user once. `sendContactMessage` is the Contact Us form (mfe-shop), which shows 400/429 under it.
 */
export const INLINE_ERROR_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'signup',
  'refresh',
  'logout',
  'providers',
  'requestReset',
  'confirmReset',
  'updateMe',
  'uploadPhoto',
  'adminCheck',
  'sendContactMessage',
]);
