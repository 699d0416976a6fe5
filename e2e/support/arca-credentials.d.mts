/** Types of arca-credentials.mjs. */
export const E2E_ARCA_CUIT: string;
export function ensureArcaCredentials(dir: string): { cert: string; key: string };
