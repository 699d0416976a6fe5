/** Types of fake-arca.mjs (a local fake of ARCA's WSAA and WSFEv1, docs/decisions/0021-electronic-invoices.md). */

/** error: HTTP 500 with a SOAP fault; hang: no answer; reject: FECAESolicitar answers R with an observation; drop-answer: it authorises, then the connection drops. */
export type FailMode = 'error' | 'hang' | 'reject' | 'drop-answer';

export interface FakeArcaOptions {
  /** The certificate (PEM) the login request must be signed with. */
  cert: string;
  /** The CUIT the shop must send in Auth. */
  cuit: string;
  /** Port on 127.0.0.1; default a free one. */
  port?: number;
  /** How long a ticket it issues lasts; default 12 h, as ARCA's. */
  ticketTtlMs?: number;
}

export interface FakeArcaRequest {
  service: 'wsaa' | 'wsfe';
  method: string;
  body: unknown;
}

export interface FakeArca {
  url: string;
  wsaaUrl: string;
  wsfeUrl: string;
  /** Every request received, oldest first. */
  requests: FakeArcaRequest[];
  /** Authorised vouchers per "ptoVta:cbteTipo:nro" as FECompConsultar answers them. */
  vouchers: Map<string, Record<string, unknown>>;
  /** Tickets issued so far. */
  readonly logins: number;
  /** Makes `target` ('all', 'wsaa', 'wsfe' or 'wsfe:FECAESolicitar'...) fail in `mode`; undefined heals it (and drops stalled answers). */
  fail(target: string, mode: FailMode | undefined): void;
  /** The last number authorised for a point of sale and type (0 when none). */
  lastNumber(pointOfSale: number, cbteTipo: number): number;
  close(): Promise<void>;
}

export function startFakeArca(options: FakeArcaOptions): Promise<FakeArca>;
export function verifySignedTra(
  cmsBase64: string,
  trustedCertPem: string,
): { ok: true; tra: string } | { ok: false; reason: string };
export function certFingerprint(pem: string): string;
