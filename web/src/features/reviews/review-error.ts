import { ApiClientError } from '../../lib/api-client.ts';

/** The text of a failed review save: the generic message plus the server's reason for a 4xx. */
export function reviewErrorText(error: unknown, texts: { error: string; networkError: string }): string {
  if (!(error instanceof ApiClientError)) return texts.networkError;
  return error.status < 500 && error.message ? `${texts.error} ${error.message}` : texts.error;
}
