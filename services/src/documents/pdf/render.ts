import PDFDocument from 'pdfkit';
import type { InvoiceData, LabelData, SellerDetails } from '../document-data';
import type { DocumentLanguage } from '../document-texts';
import { registerFonts } from './fonts';
import { drawInvoice } from './invoice-pdf';
import { drawLabel, LABEL_SIZE, labelCodes } from './label-pdf';

/** A new document (no first page yet: each drawing adds its own) and the promise of its bytes. */
function open(title: string): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Producer: 'TechParts BD' } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** One PDF with each order's invoice, each starting on its own A4 page. */
export function renderInvoices(
  invoices: readonly InvoiceData[],
  seller: SellerDetails,
  lang: DocumentLanguage,
): Promise<Buffer> {
  const title = invoices.length === 1 ? `Invoice ${invoices[0].invoice.number}` : 'Invoices';
  const { doc, bytes } = open(title);
  for (const invoice of invoices) drawInvoice(doc, invoice, seller, lang, true);
  doc.end();
  return bytes;
}

/** One PDF with one 100 × 150 mm label per order. */
export async function renderLabels(
  labels: readonly LabelData[],
  seller: SellerDetails,
  lang: DocumentLanguage,
): Promise<Buffer> {
  const codes = await Promise.all(labels.map((label) => labelCodes(label)));
  const { doc, bytes } = open(labels.length === 1 ? `Label ${codes[0].code}` : 'Shipping labels');
  labels.forEach((label, index) => drawLabel(doc, label, codes[index], seller, lang, true));
  doc.end();
  return bytes;
}

export { LABEL_SIZE };
