import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { createElement } from 'react';
import type { OrderMessage } from '../order-message';
import { MailTemplateCache, fillTemplate, TemplateSlots, type RenderedParts } from './mail-templates';
import { OrderMail, type OrderMailView, orderMailSubject, orderMailView } from './order-mails';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * `toPlainText` of `@react-email/render` (its options, its selectors), compiled once: html-to-text
 * builds its converter from the options on every `convert`, three quarters of its time per mail.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * A view rendered to HTML, and the plain text made from that HTML — what `render(element,
 * {plainText: true})` answers, without rendering the template a second time.
 */
export async function renderOrderMailView(view: OrderMailView): Promise<RenderedParts> {
  const html = await render(createElement(OrderMail, { view }));
  return { html, text: toPlainText(html) };
}

/**
 * Templates by their view with placeholders: one per language, event and shape (how many lines,
 * a refund and its lines, a reason or not); a few dozen in a shop's life.
 */
const templates = new MailTemplateCache(200);

/** How often a mail was filled from a template (`hits`) and how often one was rendered. */
export const orderMailTemplates = templates;

/**
 * The mail for an order event. Rendering a React Email template and converting it to text is most
 * of a message's CPU, and the same for every order of the same shape, so each shape is rendered
 * once, with placeholders (`mail-templates.ts`), and each order's values (name, numbers, amounts,
 * lines, reason) are filled in: the same bytes as rendering the mail itself. A value that would not
 * come out the same that way (a product name with two spaces in a row, say) has its mail rendered
 * afresh.
 */
export async function renderOrderMail(message: OrderMessage, ordersUrl: string): Promise<RenderedMail> {
  const subject = orderMailSubject(message);
  const slots = new TemplateSlots();
  const view = orderMailView(message, ordersUrl, slots);
  if (!slots.fillable) return { subject, ...(await renderOrderMailView(orderMailView(message, ordersUrl))) };
  const template = await templates.get(JSON.stringify(view), () => renderOrderMailView(view));
  return { subject, ...fillTemplate(template, slots.values) };
}
