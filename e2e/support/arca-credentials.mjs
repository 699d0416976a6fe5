/**
 * The browser run's stand-in for ARCA's certificate (docs/decisions/0021-electronic-invoices.md):
 * a self-signed certificate and key made once per run with node-forge and written beside the
 * run's data, so the shop (ARCA_CERT, ARCA_KEY as paths) and the fake ARCA (which checks the
 * login request's signature against it) share them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** A CUIT with a valid check digit. */
export const E2E_ARCA_CUIT = '20111111112';

/**
 * Writes cert.pem and key.pem under `dir` unless they exist.
 * @param {string} dir @returns {{ cert: string, key: string }} their paths
 */
export function ensureArcaCredentials(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (existsSync(cert) && existsSync(key)) return { cert, key };
  mkdirSync(dir, { recursive: true });
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const c = forge.pki.createCertificate();
  c.publicKey = keys.publicKey;
  c.serialNumber = '01';
  c.validity.notBefore = new Date(Date.now() - 86_400_000);
  c.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [
    { name: 'commonName', value: 'panaderia-keto-e2e' },
    { type: '2.5.4.5', value: `CUIT ${E2E_ARCA_CUIT}` },
  ];
  c.setSubject(subject);
  c.setIssuer(subject);
  c.sign(keys.privateKey, forge.md.sha256.create());
  writeFileSync(key, forge.pki.privateKeyToPem(keys.privateKey));
  writeFileSync(cert, forge.pki.certificateToPem(c));
  return { cert, key };
}
