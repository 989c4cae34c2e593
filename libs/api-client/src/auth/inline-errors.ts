/**
 * Endpoints whose failures the page shows itself (in red under the form, the spec's fixed 'Send
 * Email!' toast, a guard's redirect, the navbar search's line in its dropdown, the Contact Us
 * form's 400/429 under it, the booking and checkout forms' refusals under them): the error toaster
 * leaves them alone so an error reaches the user once.
 */
export const INLINE_ERROR_ENDPOINTS: ReadonlySet<string> = new Set([
  'login',
  'signup',
  'refresh',
  'logout',
  'providers',
  'requestReset',
  'confirmReset',
  // The /confirm-email page says why a link did not work; the dashboard's banner says when a new
  // link may be asked for, and is simply not shown when its status cannot be read.
  'confirmEmail',
  'emailConfirmation',
  'resendConfirmation',
  'updateMe',
  'uploadPhoto',
  // My Profile's address book says under its forms why a change was refused; the order forms
  // simply do not fill in when the book cannot be read.
  'addressBook',
  'saveAddress',
  'replaceAddress',
  'setProfilePhone',
  'adminCheck',
  'searchParts',
  'sendContactMessage',
  // The storefront's booking and cart checkout forms (mfe-shop) show why an order was refused.
  'bookPart',
  'checkoutCart',
  // Their live delivery quote: when it cannot be had, the spec's rule stands in (the order quotes
  // again when placed), so a failed quote is never a toast.
  'deliveryQuote',
  // Add a New Product (mfe-admin) toasts the spec's 'Failed to add the Parts' and explains the
  // refusal under its form.
  'uploadPartPhoto',
  'addPart',
  // The product page (mfe-shop) says 'Product not found' for an unknown, malformed or archived id
  // and offers Retry for any other failure: never a developer's message in a toast.
  'getPart',
  // Manage All Orders' courier booking (mfe-admin) shows the courier's refusal, or that it is down
  // with Retry, in its dialog or its row; without couriers set up it offers no booking at all.
  'courierOffers',
  'bookShipment',
  'bookShipmentsBulk',
  'cancelShipment',
  // Where an order is: the storefront's /track form says under it that no order has that number
  // and phone (or to wait); My Booking Products says in the opened order that it could not load.
  'trackOrder',
  'orderTracking',
  // The admin's Releases page says that someone else changed the channel meanwhile (409) and
  // shows it as it is now; its other refusals it toasts itself.
  'changeRelease',
  // Edit product and its Options and variants (mfe-admin) show a refusal under the field it names,
  // else in the form's alert (someone else's change meanwhile included, and the network); Spec
  // sheets under its field, else in its own toast.
  'editPart',
  'saveVariants',
  'saveSpecTemplate',
]);
