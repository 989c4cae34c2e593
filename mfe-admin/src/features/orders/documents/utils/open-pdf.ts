/** How long an opened PDF's object URL is kept: long enough for the tab to read it. */
const KEEP_URL_MS = 60_000;

/**
 * A tab opened while the click is still a user gesture (a tab opened after the request would be
 * blocked as a pop-up); the PDF is shown in it once it arrives.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Shows the PDF at `url` in `tab`, or (no tab: pop-ups blocked) saves it as `fileName`. */
export function showPdf(tab: Window | null, url: string, fileName: string): void {
  if (tab && !tab.closed) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
