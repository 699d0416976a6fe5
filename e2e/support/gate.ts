/** The second shop server of the run, behind the access gate (started by playwright.config.ts). */
export const GATE_KEY = 'Keto-E2E';

/** Its base URL; the port is chosen once by the config and shared with workers through the environment. */
export function gateURL(): string {
  return `http://127.0.0.1:${process.env.E2E_GATE_PORT}`;
}
