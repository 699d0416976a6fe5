import { z } from 'zod';
import type { DeliveryKind } from './delivery';
import { needsTaxId, requiredTaxIdSchema, taxIdSchema } from './tax-id';
import { emailAddress, requiredText, streetAddress, TEXT_FIELD_MAX, VALIDATION_KEYS } from './validation';

/** Most characters of the optional address notes; 400 so the existing 'validation.max400' text fits. */
export const NOTES_MAX = 400;

/**
 * "Mis Datos Personales" on /checkout: first name, last name, address, phone
 * and email required and non-blank after trimming; notes (address notes) and a DNI or CUIT for the
 * invoice optional. The fields are spelled as the customer profile (/api/cliente) spells them:
 * nombre, apellido, direccion, telefono, email, notas; the order payloads rename them once
 * (firstname, lastname, address, phone, addressNotes) where they are built. The phone
 * gets no format check (the original shop's form made none); the email must be one plain address
 * (`emailAddress`), as the web order sends it and the server mails it.
 * Messages are i18n keys. Output values are trimmed (the email also lower-cased).
 */
export const checkoutCustomerSchema = z.object({
  nombre: requiredText(),
  apellido: requiredText(),
  // A delivery goes there: a street and number, not "-".
  direccion: streetAddress(),
  telefono: requiredText(),
  email: emailAddress(),
  notas: z.string().trim().max(NOTES_MAX, { error: VALIDATION_KEYS.max400 }).optional(),
  /** DNI or CUIT for the invoice (optional; its digits). */
  taxId: taxIdSchema,
});
/** Validated checkout data (trimmed). */
export type CheckoutCustomer = z.output<typeof checkoutCustomerSchema>;
/** Checkout form values as typed, before validation. */
export type CheckoutCustomerInput = z.input<typeof checkoutCustomerSchema>;

/**
 * The same form when the order is picked up, or before delivery or pickup is chosen: the address
 * is optional and unchecked (nothing is delivered there), at most TEXT_FIELD_MAX characters.
 */
export const pickupCustomerSchema = checkoutCustomerSchema.extend({
  direccion: z.string().trim().max(TEXT_FIELD_MAX, { error: VALIDATION_KEYS.tooLong }).optional().default(''),
});

/**
 * The checkout form's schema for a delivery kind and the order's total: 'delivery' needs a street
 * address (`checkoutCustomerSchema`); 'pickup' and null (not chosen yet) do not
 * (`pickupCustomerSchema`). From ARCA's identification threshold on (`needsTaxId`, RG 5700/2025)
 * the DNI or CUIT is required ('validation.taxIdRequired' when blank).
 * @param totalArs the order's total in ARS whole pesos; 0 (the default) when unknown.
 */
export function checkoutCustomerSchemaFor(kind: DeliveryKind | null, totalArs = 0) {
  const base = kind === 'delivery' ? checkoutCustomerSchema : pickupCustomerSchema;
  return needsTaxId(totalArs) ? base.extend({ taxId: requiredTaxIdSchema }) : base;
}

/**
 * True when the checkout fields `kind` needs are filled (decides whether the accordion
 * starts collapsed): the five required ones for a delivery, all but the address otherwise, and the
 * DNI or CUIT when `totalArs` (ARS whole pesos) reaches ARCA's identification threshold.
 * Accepts partially filled form values; never throws.
 */
export function isCheckoutComplete(
  customer: Partial<CheckoutCustomerInput> | null | undefined,
  kind: DeliveryKind | null = 'delivery',
  totalArs = 0,
): boolean {
  return checkoutCustomerSchemaFor(kind, totalArs).safeParse(customer ?? {}).success;
}

/**
 * Whether the WhatsApp order button is enabled: the fields `kind` needs filled
 * (the address only for a delivery; with no choice yet the bakery may deliver, so it counts as one)
 * and a total above 0.
 * @param total cart total in ARS whole pesos.
 */
export function canSendWhatsapp(
  customer: Partial<CheckoutCustomerInput> | null | undefined,
  total: number,
  kind: DeliveryKind | null = 'delivery',
): boolean {
  return Number.isFinite(total) && total > 0 && isCheckoutComplete(customer, kind ?? 'delivery', total);
}
