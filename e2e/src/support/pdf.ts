import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

/** The text a PDF reader (pdf.js, through pdf-parse) extracts from `bytes`, and its page count. */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  expect(bytes.subarray(0, 5).toString('latin1'), 'a PDF starts with %PDF-').toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

/**
 * The PDF a button opens in a new tab (the admin's Invoice and Label buttons fetch it, then show it
 * from a blob: URL): its bytes as the API answered them to the page, once the tab shows it. The tab
 * is closed. (Fetching the blob: URL again from inside the tab fails in Chromium's PDF viewer.)
 */
export async function pdfOpenedBy(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [tab, answer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.waitForResponse((response) => response.headers()['content-type'] === 'application/pdf'),
    click(),
  ]);
  expect(answer.status(), answer.url()).toBe(200);
  const bytes = await answer.body();
  await tab.waitForURL(/^blob:/);
  await tab.close();
  return bytes;
}
