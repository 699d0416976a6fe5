/*
 * The WhatsApp link alone, apart from the order and contact message builders (whatsapp.ts): the
 * footer on every page needs only this, and the builders bring the delivery-day rules (date-fns,
 * @date-fns/tz) and zod with them, which would otherwise land in every page's first-load JS.
 */

/**
 * Link that opens a WhatsApp chat with a prefilled text (SPEC.md sections 2, 4, 7).
 * @param phone the shop's number in any notation ("+54 9 387 123-4567"); everything but digits is
 *   dropped, as wa.me requires. With no digits the link lets the user pick the chat.
 * @param text plain text; it is URI-encoded here.
 * @returns `https://wa.me/<digits>?text=<encoded text>`.
 */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
