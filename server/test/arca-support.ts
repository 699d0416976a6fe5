/**
 * Test help for electronic invoices (docs/decisions/0021-electronic-invoices.md): a certificate and
 * key made here (node-forge) for a made-up CUIT, the fake ARCA that trusts them, and the ARCA_*
 * environment that points the shop at it.
 */
import forge from 'node-forge';
import { startFakeArca, type FakeArca } from '../../e2e/support/fake-arca.mjs';

/** A CUIT with a valid check digit (20-11111111-2). */
export const TEST_CUIT = '20111111112';

export interface TestCredentials {
  cert: string;
  key: string;
}

let cached: TestCredentials | undefined;

/** A self-signed certificate and its RSA key, as ARCA's would look (PEM); made once per test file. */
export function testCredentials(): TestCredentials {
  if (cached) return cached;
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: 'panaderia-keto' },
    { shortName: 'O', value: 'Panaderia Keto' },
    { type: '2.5.4.5', value: `CUIT ${TEST_CUIT}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  cached = { cert: forge.pki.certificateToPem(cert), key: forge.pki.privateKeyToPem(keys.privateKey) };
  return cached;
}

/** Starts a fake ARCA that trusts `testCredentials()`. */
export async function startTestArca(options: { ticketTtlMs?: number } = {}): Promise<FakeArca> {
  return startFakeArca({ cert: testCredentials().cert, cuit: TEST_CUIT, ...options });
}

/** The ARCA_* variables of a shop that invoices through `fake` (Factura C unless told otherwise). */
export function arcaEnv(fake: FakeArca, extra: Record<string, string> = {}): Record<string, string> {
  const { cert, key } = testCredentials();
  return {
    ARCA_CUIT: TEST_CUIT,
    ARCA_CERT: cert,
    ARCA_KEY: key,
    ARCA_POINT_OF_SALE: '3',
    ARCA_BUSINESS_NAME: 'Panadería Keto de Ana Pérez',
    ARCA_IIBB: '1234567-01',
    ARCA_ACTIVITY_START: '2024-03-01',
    ARCA_WSAA_URL: fake.wsaaUrl,
    ARCA_WSFE_URL: fake.wsfeUrl,
    ARCA_TIMEOUT_MS: '1500',
    ARCA_RETRY_BASE_MS: '50',
    ...extra,
  };
}
