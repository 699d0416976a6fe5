/*
 * The WhatsApp link alone, apart from the order and contact message builders (whatsapp.ts): the
 * footer on every page needs only this, and the builders bring the delivery-day rules (date-fns,
 * @date-fns/tz) and zod with them, which would otherwise land in every page's first-load JS.
 */

/**
 * Link that opens a WhatsApp chat with a prefilled text.
 * @param phone the shop's number in any notation ("+54 9 387 123-4567"); everything but digits is
 *   dropped, as wa.me requires. With no digits the link lets the user pick the chat.
 * @param text plain text; it is URI-encoded here.
 * @returns `https://wa.me/<digits>?text=<encoded text>`.
 */
export function whatsappUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * A customer's phone as wa.me wants an Argentine mobile: country 54, then 9, then area code and
 * number, digits only. Takes what a shopper types in the profile ("387 555-3333", "0387 15 555
 * 3333", "+54 9 387 5553333"); drops a leading 0 of the area code and the "15" after it when the
 * result has its ten national digits. @returns '' when fewer than 10 national digits remain.
 */
export function argentineWhatsappNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('54')) digits = digits.slice(2);
  if (digits.startsWith('9') && digits.length === 11) digits = digits.slice(1);
  if (digits.startsWith('0')) digits = digits.slice(1);
  // "387 15 555 3333": area code (2 to 4 digits), then 15, then the number; 10 digits without the 15.
  if (digits.length === 12) {
    for (const area of [2, 3, 4]) {
      if (digits.slice(area, area + 2) === '15') {
        digits = digits.slice(0, area) + digits.slice(area + 2);
        break;
      }
    }
  }
  return digits.length === 10 ? `549${digits}` : '';
}
