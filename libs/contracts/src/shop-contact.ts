/**
 * How customers reach the shop: shown on Contact Us (/cService) and used by the Daily Deals buy link
 * (spec §1: "buy ... through the company social page, or through a messaging app").
 * Defined once here; change these values (and only these) when the shop's numbers or pages change.
 */
export const SHOP_CONTACT = {
  /** The hotline as printed, and its `tel:` form. */
  phone: '+880 1711-223344',
  phoneHref: 'tel:+8801711223344',
  /** WhatsApp Business number in international form without '+' or spaces, as wa.me wants it. */
  whatsappNumber: '8801711223344',
  email: 'support@techpartsbd.com',
  /** The company's social pages. */
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/techpartsbd' },
    { name: 'YouTube', url: 'https://www.youtube.com/@techpartsbd' },
    { name: 'Instagram', url: 'https://www.instagram.com/techpartsbd' },
  ],
} as const;

/**
 * A WhatsApp chat with the shop, the message already typed: `https://wa.me/<number>?text=...`.
 */
export function whatsappLink(text: string, number: string = SHOP_CONTACT.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
