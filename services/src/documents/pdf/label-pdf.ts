import { formatOrderNumber } from '@shop/rules';
import bwipjs from 'bwip-js';
import type { LabelData, SellerDetails } from '../document-data';
import { COURIER_LABELS, digits, DOCUMENT_TEXTS, type DocumentLanguage, takaText } from '../document-texts';
import { block, drawLine } from './mixed-text';

/** 100 × 150 mm, the size thermal label printers take. */
export const LABEL_SIZE: [number, number] = [283.46, 425.2];
const MARGIN = 14;
const WIDTH = LABEL_SIZE[0] - 2 * MARGIN;
const GREY = '#555555';

/** The codes printed on a label: the consignment id (or the order number, before booking). */
export interface LabelCodes {
  code: string;
  barcode: Buffer;
  qr: Buffer;
}

/** What the courier scans: its consignment id once booked, the shop's order number before. */
export function labelCode(data: LabelData): string {
  return data.shipment?.consignmentId ?? formatOrderNumber(data.order.number);
}

export async function labelCodes(data: LabelData): Promise<LabelCodes> {
  const code = labelCode(data);
  const [barcode, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: 'code128', text: code, scale: 3, height: 14, includetext: true, textxalign: 'center' }),
    bwipjs.toBuffer({ bcid: 'qrcode', text: code, scale: 4 }),
  ]);
  return { code, barcode, qr };
}

/**
 * The amount the rider collects: what the courier was told at booking; before booking, an unpaid
 * cash-on-delivery order's total less the delivery charge paid in advance; nothing for a paid order.
 */
export function amountToCollect(data: LabelData): number {
  if (data.shipment) return data.shipment.codAmount;
  const { order } = data;
  if (order.paymentMethod !== 'cod' || order.paid) return 0;
  return Math.max(0, order.total - (order.deliveryAdvance?.paid?.amount ?? 0));
}

export function drawLabel(
  doc: PDFKit.PDFDocument,
  data: LabelData,
  codes: LabelCodes,
  seller: SellerDetails,
  lang: DocumentLanguage,
  newPage: boolean,
): void {
  const texts = DOCUMENT_TEXTS[lang];
  const order = data.order;
  if (newPage) doc.addPage({ size: LABEL_SIZE, margin: 0 });
  let y = MARGIN;

  // Courier and the code it scans.
  const courier = data.shipment ? (COURIER_LABELS[data.shipment.courier]?.[lang] ?? data.shipment.courier) : undefined;
  drawLine(doc, courier ?? texts.notBooked, MARGIN, y, { size: courier ? 13 : 10, bold: true });
  drawLine(doc, formatOrderNumber(order.number), MARGIN, y, { size: 11, bold: true, width: WIDTH, align: 'right' });
  y += 22;
  doc.image(codes.barcode, MARGIN, y, { fit: [WIDTH - 78, 62] });
  doc.image(codes.qr, MARGIN + WIDTH - 70, y - 4, { fit: [70, 70] });
  y += 70;
  if (data.shipment?.consignmentId)
    drawLine(doc, `${texts.consignment}: ${data.shipment.consignmentId}`, MARGIN, y, { size: 8.5, color: GREY });
  y += 16;
  rule(doc, y);

  // To: large, the rider reads it.
  y += 6;
  drawLine(doc, texts.labelTo, MARGIN, y, { size: 8, color: GREY });
  y = block(doc, order.name, MARGIN, y + 11, { size: 13, bold: true, width: WIDTH });
  y = block(doc, order.phone, MARGIN, y, { size: 12, bold: true, width: WIDTH });
  y = block(doc, order.address, MARGIN, y, { size: 10.5, width: WIDTH });
  y = block(doc, [order.area, order.district].filter(Boolean).join(', '), MARGIN, y, {
    size: 10.5,
    bold: true,
    width: WIDTH,
  });
  y += 6;
  rule(doc, y);

  // What to collect.
  y += 8;
  const collect = amountToCollect(data);
  if (collect > 0) {
    drawLine(doc, texts.collect, MARGIN, y, { size: 9, color: GREY });
    drawLine(doc, takaText(collect, lang), MARGIN, y + 12, { size: 22, bold: true });
    y += 46;
  } else {
    drawLine(doc, texts.nothingToCollect, MARGIN, y, { size: 13, bold: true });
    y += 24;
  }
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const facts = [`${texts.items}: ${digits(String(units), lang)}`];
  if (order.delivery) facts.push(`${texts.weight}: ${digits(String(order.delivery.weightGrams), lang)} ${texts.grams}`);
  drawLine(doc, facts.join(' · '), MARGIN, y, { size: 9 });
  y += 18;
  rule(doc, y);

  // From.
  y += 6;
  drawLine(doc, texts.labelFrom, MARGIN, y, { size: 8, color: GREY });
  y = block(doc, seller.name[lang], MARGIN, y + 11, { size: 9.5, bold: true, width: WIDTH });
  y = block(doc, seller.address[lang], MARGIN, y, { size: 8.5, width: WIDTH });
  block(doc, seller.phone, MARGIN, y, { size: 8.5, width: WIDTH });
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.8).strokeColor('#000000').stroke();
}
