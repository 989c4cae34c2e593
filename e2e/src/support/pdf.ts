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
 * The PDF a button opens in a new tab (the admin's Invoice and Label buttons show it from a blob:
 * URL): its bytes, read back in that tab, which is then closed.
 */
export async function pdfOpenedBy(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForURL(/^blob:/);
  const bytes = await tab.evaluate(async () => {
    const answer = await fetch(location.href);
    return Array.from(new Uint8Array(await answer.arrayBuffer()));
  });
  await tab.close();
  return Buffer.from(bytes);
}
