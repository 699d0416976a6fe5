/**
 * The shopper's DNI or CUIT, optional at checkout, printed on their invoice (docs/decisions/
 * 0021-electronic-invoices.md): ARCA asks for it as DocTipo 96 (DNI, 7 or 8 digits) or 80 (CUIT,
 * 11 digits whose last is the check digit), and requires one from ARCA's identification threshold
 * on (RG 5700/2025).
 */
import { z } from 'zod';
import { VALIDATION_KEYS } from './validation';

/** The CUIT's check digit (modulo 11 with weights 5432765432) agrees. */
export function isValidCuit(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(cuit[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check === 10 ? 9 : check;
  return expected === Number(cuit[10]);
}

/** 'dni', 'cuit', or undefined for digits that are neither (after dots, dashes and spaces are dropped). */
export function taxIdKind(digits: string): 'dni' | 'cuit' | undefined {
  if (/^\d{7,8}$/.test(digits)) return 'dni';
  if (isValidCuit(digits)) return 'cuit';
  return undefined;
}

/**
 * An optional DNI or CUIT as typed ("30.123.456", "20-30123456-3"): its digits; '' when blank,
 * undefined when absent. Anything else, a CUIT with a wrong check digit included, is
 * 'validation.taxId'.
 */
const taxIdDigits = z
  .string({ error: VALIDATION_KEYS.taxId })
  .trim()
  .max(20, { error: VALIDATION_KEYS.taxId })
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .refine((digits) => digits === '' || taxIdKind(digits) !== undefined, { error: VALIDATION_KEYS.taxId });

export const taxIdSchema = taxIdDigits.optional();

/** RG 5700/2025: from this total (ARS, whole pesos) on, a final consumer must be identified on the invoice. */
export const IDENTIFICATION_THRESHOLD_ARS = 10_000_000;

/** Whether an order of `totalArs` (ARS, whole pesos) needs the shopper's DNI or CUIT (RG 5700/2025). */
export function needsTaxId(totalArs: number): boolean {
  return totalArs >= IDENTIFICATION_THRESHOLD_ARS;
}

/** `taxIdSchema` when the DNI or CUIT is required (`needsTaxId`): blank is 'validation.taxIdRequired'. */
export const requiredTaxIdSchema = z
  .string({ error: VALIDATION_KEYS.taxIdRequired })
  .pipe(taxIdDigits)
  .refine((digits) => digits !== '', { error: VALIDATION_KEYS.taxIdRequired });
