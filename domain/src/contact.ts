import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from './constants';
import { emailAddress, requiredText, VALIDATION_KEYS } from './validation';

/**
 * The /contact form: name, email (email format), phone and message required; message at most
 * CONTACT_MESSAGE_MAX characters. Messages are i18n keys: 'validation.required',
 * 'validation.email', 'validation.max400' (and 'validation.tooLong' for absurdly long single-line
 * values). Output values are trimmed.
 */
export const contactMessageSchema = z.object({
  name: requiredText(),
  email: emailAddress(),
  phone: requiredText(),
  message: requiredText(CONTACT_MESSAGE_MAX, VALIDATION_KEYS.max400),
});
/** A validated contact message (trimmed). */
export type ContactMessage = z.output<typeof contactMessageSchema>;
