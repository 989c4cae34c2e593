import { DELIVERY_ZONE_NAMES, formatOrderNumber, nameWithVariant } from '@shop/rules';
import { type ChargeLine, chargeLine, invoiceTotals } from '../invoice-math';
import type { InvoiceData, SellerDetails } from '../document-data';
import {
  digits,
  DOCUMENT_TEXTS,
  type DocumentLanguage,
  poishaText,
  rateText,
} from '../document-texts';
import { dhakaDateTime } from '../financial-year';
import { block, drawLine, lineHeight, wrap } from './mixed-text';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 30;
const GREY = '#555555';
const RULE = '#999999';

/** The table's columns: width in points and alignment. */
const COLUMNS = [
  { key: 'number', width: 24, align: 'left' },
  { key: 'description', width: 195, align: 'left' },
  { key: 'quantity', width: 40, align: 'right' },
  { key: 'unitPrice', width: 72, align: 'right' },
  { key: 'vatRate', width: 44, align: 'right' },
  { key: 'vat', width: 68, align: 'right' },
  { key: 'amount', width: 72, align: 'right' },
] as const;
const CELL_GAP = 4;

interface Row {
  description: string;
  line: ChargeLine;
}

/** The rows an order is charged for: its products, then delivery and the cash-on-delivery fee. */
function rows(data: InvoiceData, seller: SellerDetails, lang: DocumentLanguage): Row[] {
  const texts = DOCUMENT_TEXTS[lang];
  const rate = seller.vatRateBasisPoints;
  const order = data.order;
  const products = order.lines.map((line) => ({
    description: nameWithVariant(line.name, line.variantName?.[lang]),
    line: chargeLine({ quantity: line.quantity, unitPriceTaka: line.unitPrice, amountTaka: line.lineTotal }, rate),
  }));
  const delivery = order.delivery;
  const deliveryCharge = delivery ? delivery.charge : order.deliveryFee;
  const codFee = delivery ? delivery.codFee : 0;
  const extra: Row[] = [];
  if (deliveryCharge > 0 || !delivery)
    extra.push({
      description: delivery
        ? `${texts.deliveryCharge} (${DELIVERY_ZONE_NAMES[delivery.zone][lang]})`
        : texts.deliveryCharge,
      line: chargeLine({ quantity: 1, unitPriceTaka: deliveryCharge, amountTaka: deliveryCharge }, rate),
    });
  if (codFee > 0)
    extra.push({
      description: texts.codFee,
      line: chargeLine({ quantity: 1, unitPriceTaka: codFee, amountTaka: codFee }, rate),
    });
  return [...products, ...extra];
}

/** The invoice's pages, appended to `doc` (the first on the current page when `newPage` is false). */
export function drawInvoice(
  doc: PDFKit.PDFDocument,
  data: InvoiceData,
  seller: SellerDetails,
  lang: DocumentLanguage,
  newPage: boolean,
): void {
  const texts = DOCUMENT_TEXTS[lang];
  const order = data.order;
  if (newPage) doc.addPage({ size: 'A4', margin: 0 });
  const left = PAGE.margin;
  let y = PAGE.margin;

  // Title, right; seller, left.
  drawLine(doc, texts.invoiceTitle, left, y, { size: 18, bold: true, width: CONTENT_WIDTH, align: 'right' });
  drawLine(doc, texts.invoiceForm, left, y + 26, { size: 9, color: GREY, width: CONTENT_WIDTH, align: 'right' });
  const sellerWidth = CONTENT_WIDTH * 0.55;
  drawLine(doc, texts.seller, left, y, { size: 8, color: GREY });
  y = block(doc, seller.name[lang], left, y + 12, { size: 14, bold: true, width: sellerWidth });
  y = block(doc, seller.address[lang], left, y, { size: 9, width: sellerWidth });
  y = block(doc, `${texts.phone}: ${seller.phone} · ${texts.email}: ${seller.email}`, left, y, {
    size: 9,
    width: sellerWidth,
  });
  if (seller.bin) y = block(doc, `${texts.bin}: ${seller.bin}`, left, y, { size: 9, bold: true, width: sellerWidth });

  // Invoice facts, right column.
  const factsX = left + CONTENT_WIDTH * 0.58;
  const factsWidth = CONTENT_WIDTH * 0.42;
  let factsY = PAGE.margin + 46;
  const payment = `${order.paymentMethod === 'cod' ? texts.cod : texts.card} (${order.paid ? texts.paid : texts.unpaid})`;
  for (const [label, value] of [
    [texts.invoiceNumber, data.invoice.number],
    [texts.issuedAt, digits(dhakaDateTime(data.invoice.issuedAt), lang)],
    [texts.order, formatOrderNumber(order.number)],
    [texts.payment, payment],
  ] as const) {
    factsY = block(doc, `${label}: ${value}`, factsX, factsY, { size: 9, width: factsWidth });
  }
  y = Math.max(y, factsY) + 14;

  // Buyer.
  drawLine(doc, texts.buyer, left, y, { size: 8, color: GREY });
  y = block(doc, order.name, left, y + 12, { size: 11, bold: true, width: CONTENT_WIDTH });
  const place = [order.address, order.area, order.district].filter(Boolean).join(', ');
  y = block(doc, place, left, y, { size: 9, width: CONTENT_WIDTH });
  y = block(doc, `${texts.phone}: ${order.phone} · ${texts.email}: ${order.email}`, left, y, {
    size: 9,
    width: CONTENT_WIDTH,
  });
  y += 12;

  // Lines.
  const charged = rows(data, seller, lang);
  y = drawHeader(doc, lang, y);
  charged.forEach((row, index) => {
    const description = wrap(doc, row.description, COLUMNS[1].width - CELL_GAP, { size: 9 });
    const height = description.length * lineHeight(9) + 4;
    if (y + height > BOTTOM) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = drawHeader(doc, lang, PAGE.margin);
    }
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      number: digits(String(index + 1), lang),
      description: '',
      quantity: digits(String(row.line.quantity), lang),
      unitPrice: poishaText(row.line.unitPricePoisha, lang),
      vatRate: rateText(seller.vatRateBasisPoints, lang),
      vat: poishaText(row.line.vatPoisha, lang),
      amount: poishaText(row.line.grossPoisha, lang),
    };
    let x = left;
    for (const column of COLUMNS) {
      if (column.key === 'description')
        description.forEach((text, i) => drawLine(doc, text, x, y + 3 + i * lineHeight(9), { size: 9 }));
      else
        drawLine(doc, cells[column.key], x, y + 3, {
          size: 9,
          width: column.width - CELL_GAP,
          align: column.align,
        });
      x += column.width;
    }
    y += height;
    doc.moveTo(left, y).lineTo(left + CONTENT_WIDTH, y).lineWidth(0.3).strokeColor(RULE).stroke();
  });

  // Totals.
  const totals = invoiceTotals(charged.map((row) => row.line));
  if (y + 80 > BOTTOM) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = PAGE.margin;
  }
  y += 8;
  const labelX = left + CONTENT_WIDTH * 0.45;
  const labelWidth = CONTENT_WIDTH * 0.35;
  const valueX = labelX + labelWidth;
  const valueWidth = CONTENT_WIDTH * 0.2 - CELL_GAP;
  for (const [label, value, bold] of [
    [texts.netTotal, totals.netPoisha, false],
    [`${texts.vatTotal} (${rateText(seller.vatRateBasisPoints, lang)})`, totals.vatPoisha, false],
    [texts.grossTotal, totals.grossPoisha, true],
  ] as const) {
    drawLine(doc, label, labelX, y, { size: bold ? 11 : 9.5, bold, width: labelWidth, align: 'right' });
    drawLine(doc, poishaText(value, lang), valueX, y, { size: bold ? 11 : 9.5, bold, width: valueWidth, align: 'right' });
    y += lineHeight(bold ? 11 : 9.5) + 2;
  }
  y += 16;
  y = block(doc, texts.pricesIncludeVat, left, y, { size: 8.5, color: GREY, width: CONTENT_WIDTH });
  block(doc, texts.generated, left, y, { size: 8.5, color: GREY, width: CONTENT_WIDTH });
}

/** The table's header row; answers the y below it. */
function drawHeader(doc: PDFKit.PDFDocument, lang: DocumentLanguage, top: number): number {
  const texts = DOCUMENT_TEXTS[lang];
  const left = PAGE.margin;
  const headers = COLUMNS.map((column) => ({
    column,
    lines: wrap(doc, texts[column.key], column.width - CELL_GAP, { size: 8.5, bold: true }),
  }));
  const height = Math.max(...headers.map((header) => header.lines.length)) * lineHeight(8.5) + 6;
  doc.rect(left, top, CONTENT_WIDTH, height).fill('#eeeeee');
  let x = left;
  for (const { column, lines } of headers) {
    lines.forEach((text, i) =>
      drawLine(doc, text, x, top + 3 + i * lineHeight(8.5), {
        size: 8.5,
        bold: true,
        width: column.width - CELL_GAP,
        align: column.align,
      }),
    );
    x += column.width;
  }
  return top + height;
}
