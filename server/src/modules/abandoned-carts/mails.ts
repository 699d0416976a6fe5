/**
 * The abandoned-cart reminder (docs/decisions/0024-abandoned-carts.md), in the shopper's language:
 * the cart's lines and total, the link that restores it on any device, and the link that stops
 * these reminders.
 */
import { argentineWhatsappNumber, CART_REMINDER_DAYS, formatArs, whatsappUrl, type Lang } from '@shop/domain';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';

export interface CartMailFacts {
  shopName: string;
  publicUrl: string;
}

/** PUBLIC_URL/cart?restore=… : opens the cart with the reminded lines, on any device. */
export const restoreUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/cart?restore=${encodeURIComponent(token)}`;
/** PUBLIC_URL/unsubscribe?cart=… : stops cart reminders for the address. */
export const stopRemindersUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?cart=${encodeURIComponent(token)}`;

/** What the mail lists. */
export interface ReminderContent {
  /** The shopper's name; '' for a guest (decision 0031), greeted without one. */
  name: string;
  lines: { title: string; price: number; quantity: number }[];
  totalArs: number;
  restoreToken: string;
  unsubscribeToken: string;
}

/** "You left something in your cart": lines, total, the restore link and the stop link. */
export function cartReminderMail(
  to: string,
  lang: Lang,
  content: ReminderContent,
  facts: CartMailFacts,
): MailMessage {
  const lines = content.lines
    .map((l) => `• ${l.title} × ${l.quantity}: ${formatArs(l.price * l.quantity, lang)}`)
    .join('\n');
  const total = formatArs(content.totalArs, lang);
  const restore = restoreUrl(facts.publicUrl, content.restoreToken);
  const stop = stopRemindersUrl(facts.publicUrl, content.unsubscribeToken);
  const paragraphs =
    lang === 'en'
      ? [
          content.name ? `Hi ${content.name}!` : 'Hi!',
          'You left these in your cart. We kept them for you:',
          lines,
          `Total: ${total} (delivery and coupons are worked out at checkout; prices may have changed since).`,
          `Open your cart on any device (the link works for ${CART_REMINDER_DAYS} days):\n${restore}`,
          facts.shopName,
          `To stop cart reminders: ${stop}`,
        ]
      : [
          content.name ? `¡Hola, ${content.name}!` : '¡Hola!',
          'Te quedaron estos productos en el carrito. Te los guardamos:',
          lines,
          `Total: ${total} (el envío y los cupones se calculan al finalizar; los precios pueden haber cambiado).`,
          `Abrí tu carrito en cualquier dispositivo (el enlace vale ${CART_REMINDER_DAYS} días):\n${restore}`,
          facts.shopName,
          `Para no recibir más recordatorios del carrito: ${stop}`,
        ];
  const subject =
    lang === 'en'
      ? `${facts.shopName}: your cart is waiting for you`
      : `${facts.shopName}: tu carrito te está esperando`;
  return { to, subject, text: paragraphs.join('\n\n'), html: paragraphsToHtml(paragraphs) };
}

/**
 * The owner's "Recordar por WhatsApp": a wa.me link to the customer's mobile with the message
 * pre-filled in the customer's language (lines, total and the restore link); '' without a phone
 * wa.me can use.
 */
export function cartReminderWhatsappUrl(
  phone: string,
  lang: Lang,
  content: Omit<ReminderContent, 'unsubscribeToken'>,
  facts: CartMailFacts,
): string {
  const number = argentineWhatsappNumber(phone);
  if (!number) return '';
  const lines = content.lines.map((l) => `• ${l.title} × ${l.quantity}`).join('\n');
  const link = restoreUrl(facts.publicUrl, content.restoreToken);
  const total = formatArs(content.totalArs, lang);
  const text =
    lang === 'en'
      ? `Hi ${content.name}! This is ${facts.shopName}. You left these in your cart:\n${lines}\nTotal: ${total}\nYou can open it here and finish your order: ${link}`
      : `¡Hola, ${content.name}! Te escribimos de ${facts.shopName}. Te quedaron estos productos en el carrito:\n${lines}\nTotal: ${total}\nPodés abrirlo acá y terminar tu pedido: ${link}`;
  return whatsappUrl(number, text);
}
