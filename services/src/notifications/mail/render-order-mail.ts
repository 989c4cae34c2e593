import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { createElement } from 'react';
import type { OrderMessage } from '../order-message';
import { ORDER_MAILS, orderMailSubject } from './order-mails';

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
 * The mail for an order event: its event's template rendered to HTML once, and the plain text made
 * from that HTML — what `render(element, {plainText: true})` answers, without rendering the template
 * a second time (every order's mail is made by the API process).
 */
export async function renderOrderMail(message: OrderMessage, ordersUrl: string): Promise<RenderedMail> {
  const props = { message, ordersUrl };
  const html = await render(createElement(ORDER_MAILS[message.event], props));
  return { subject: orderMailSubject(props), html, text: toPlainText(html) };
}
