/** Sends the browser to another site (bKash's payment page): a full page load, not the router. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
