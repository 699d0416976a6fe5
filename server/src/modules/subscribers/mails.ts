/**
 * Mails to subscribers, in the language they subscribed in: the confirmation link, and the
 * single-use 10 % code once confirmed. Every one ends with a working unsubscribe link.
 */
import { SUBSCRIBER_DISCOUNT_PERCENT } from '@shop/domain';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
import type { Lang } from '../../lib/lang.ts';

export interface SubscriberMailFacts {
  shopName: string;
  publicUrl: string;
}

/** PUBLIC_URL/subscribe/confirm?token=… : the page that confirms the subscription. */
export const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/subscribe/confirm?token=${encodeURIComponent(token)}`;
/** PUBLIC_URL/unsubscribe?token=… : the page that ends the subscription. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

function footer(lang: Lang, facts: SubscriberMailFacts, unsubscribeToken: string): string {
  const link = unsubscribeUrl(facts.publicUrl, unsubscribeToken);
  return lang === 'en'
    ? `To stop receiving our mails: ${link}`
    : `Para dejar de recibir nuestros correos: ${link}`;
}

function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return { to, subject, text: paragraphs.join('\n\n'), html: paragraphsToHtml(paragraphs) };
}

/** "Confirm your e-mail": the link that confirms and, on confirming, mails the code. */
export function confirmSubscriptionMail(
  to: string,
  lang: Lang,
  confirmToken: string,
  unsubscribeToken: string,
  facts: SubscriberMailFacts,
): MailMessage {
  const link = confirmUrl(facts.publicUrl, confirmToken);
  const pct = `${SUBSCRIBER_DISCOUNT_PERCENT} %`;
  return lang === 'en'
    ? mail(to, `${facts.shopName}: confirm your e-mail for ${pct} off`, [
        'Hi! Someone (hopefully you) asked for our first-order discount with this e-mail.',
        `Confirm it by opening this link and we will mail you a code for ${pct} off your first order:\n${link}`,
        'If it was not you, ignore this mail: nothing else will be sent.',
        facts.shopName,
        footer(lang, facts, unsubscribeToken),
      ])
    : mail(to, `${facts.shopName}: confirmá tu e-mail para el ${pct} de descuento`, [
        '¡Hola! Alguien (esperamos que vos) pidió nuestro descuento de primera compra con este e-mail.',
        `Confirmalo abriendo este enlace y te mandamos un código con ${pct} de descuento en tu primera compra:\n${link}`,
        'Si no fuiste vos, ignorá este correo: no te vamos a mandar nada más.',
        facts.shopName,
        footer(lang, facts, unsubscribeToken),
      ]);
}

/** The single-use code for 10 % off a first order. */
export function subscriberCodeMail(
  to: string,
  lang: Lang,
  code: string,
  unsubscribeToken: string,
  facts: SubscriberMailFacts,
): MailMessage {
  const pct = `${SUBSCRIBER_DISCOUNT_PERCENT} %`;
  return lang === 'en'
    ? mail(to, `${facts.shopName}: your code for ${pct} off`, [
        `Thanks for subscribing! Your code for ${pct} off your first order is:\n${code}`,
        `Type it in the "Coupon code" field at checkout (${facts.publicUrl}/checkout). It can be used once, on a first order.`,
        facts.shopName,
        footer(lang, facts, unsubscribeToken),
      ])
    : mail(to, `${facts.shopName}: tu código de ${pct} de descuento`, [
        `¡Gracias por suscribirte! Tu código de ${pct} de descuento en la primera compra es:\n${code}`,
        `Escribilo en el campo "Código de cupón" al finalizar la compra (${facts.publicUrl}/checkout). Se usa una sola vez, en una primera compra.`,
        facts.shopName,
        footer(lang, facts, unsubscribeToken),
      ]);
}

/**
 * "Confirm you want to leave" (the newsletter's botón de baja, decision 0020): asked from the
 * /baja page with only the address, so the one link that ends the subscription goes to that address.
 */
export function leaveConfirmMail(
  to: string,
  lang: Lang,
  unsubscribeToken: string,
  facts: SubscriberMailFacts,
): MailMessage {
  const link = unsubscribeUrl(facts.publicUrl, unsubscribeToken);
  return lang === 'en'
    ? mail(to, `${facts.shopName}: confirm you want to stop receiving our mails`, [
        'Someone (hopefully you) asked to stop receiving our mails at this address.',
        `Open this link to confirm, and we will not write again:\n${link}`,
        'If it was not you, ignore this mail: you stay subscribed.',
        facts.shopName,
      ])
    : mail(to, `${facts.shopName}: confirmá que querés darte de baja`, [
        'Alguien (esperamos que vos) pidió dejar de recibir nuestros correos en esta dirección.',
        `Abrí este enlace para confirmarlo y no te escribimos más:\n${link}`,
        'Si no fuiste vos, ignorá este correo: seguís suscripto.',
        facts.shopName,
      ]);
}
