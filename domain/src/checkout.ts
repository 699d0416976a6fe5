import { z } from 'zod';
import { emailAddress, requiredText, VALIDATION_KEYS } from './validation';

/** Most characters of the optional address notes; 400 so the existing 'validation.max400' text fits. */
export const NOTES_MAX = 400;

/**
 * "Mis Datos Personales" on /checkout (SPEC.md section 5): first name, last name, address, phone
 * and email required and non-blank after trimming; notes (address notes) optional. The SPEC
 * shows no format check on the phone, so none is made; the email must be one plain address
 * (`emailAddress`, issue 11 finding 1), as the web order sends it and the server mails it.
 * Messages are i18n keys. Output values are trimmed (the email also lower-cased).
 */
export const checkoutCustomerSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  address: requiredText(),
  phone: requiredText(),
  email: emailAddress(),
  notes: z.string().trim().max(NOTES_MAX, { error: VALIDATION_KEYS.max400 }).optional(),
});
/** Validated checkout data (trimmed). */
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;
/** Checkout form values as typed, before validation. */
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

/**
 * True when the five required checkout fields are filled (SPEC.md sections 4 and 5: decides the
 * accordion state). Accepts partially filled form values; never throws.
 */
export function isCheckoutComplete(customer: Partial<CheckoutCustomerInput> | null | undefined): boolean {
  return checkoutCustomerSchema.safeParse(customer ?? {}).success;
}

/**
 * Whether the WhatsApp order button is enabled (SPEC.md section 5): all five required fields
 * filled and a total above 0.
 * @param total cart total in ARS whole pesos.
 */
export function canSendWhatsapp(customer: Partial<CheckoutCustomerInput> | null | undefined, total: number): boolean {
  return Number.isFinite(total) && total > 0 && isCheckoutComplete(customer);
}
