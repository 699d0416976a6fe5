/**
 * What a receipt really is, read from its bytes ("checks the file's real type from its
 * bytes (not its name or declared type)"). The upload's file name and Content-Type are never used.
 */
import { RECEIPT_TYPES } from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';

export type ReceiptType = (typeof RECEIPT_TYPES)[number];

const accepted: ReadonlySet<string> = new Set(RECEIPT_TYPES);

/**
 * The receipt's type and file extension when its bytes are one of RECEIPT_TYPES (an image or a
 * PDF); undefined for anything else, an unrecognisable file included.
 */
export async function detectReceiptType(
  bytes: Uint8Array,
): Promise<{ mime: ReceiptType; ext: string } | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !accepted.has(detected.mime)) return undefined;
  return { mime: detected.mime as ReceiptType, ext: detected.ext };
}
