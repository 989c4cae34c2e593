import { render } from '@react-email/render';
import { createElement } from 'react';
import type { OrderMessage } from '../order-message';
import { ORDER_MAILS, orderMailSubject } from './order-mails';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The mail for an order event: its event's template rendered to HTML and to plain text. */
export async function renderOrderMail(message: OrderMessage, ordersUrl: string): Promise<RenderedMail> {
  const props = { message, ordersUrl };
  const element = createElement(ORDER_MAILS[message.event], props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: orderMailSubject(props), html, text };
}
