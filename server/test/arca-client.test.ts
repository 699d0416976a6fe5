/**
 * The ARCA client (server/src/plugins/arca.ts) against the fake WSAA and WSFEv1
 * (e2e/support/fake-arca.mjs), and the fake's own checks: the login request must be a CMS signed
 * with the shop's certificate; the ticket is kept in the given store and reused (ARCA refuses a
 * second one while the first is valid); a request without CondicionIVAReceptorId is rejected; a
 * stall ends at the time limit.
 */
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ILoginCredentials } from '@arcasdk/core';
import type { FakeArca } from '../../e2e/support/fake-arca.mjs';
import { verifySignedTra } from '../../e2e/support/fake-arca.mjs';
import { loadConfig, type ArcaConfig } from '../src/config.ts';
import {
  ArcaUnavailableError,
  createArcaClient,
  type TicketStore,
  type VoucherRequest,
} from '../src/plugins/arca.ts';
import { arcaEnv, startTestArca, testCredentials } from './arca-support.ts';

let fake: FakeArca;
let config: ArcaConfig;

beforeAll(async () => {
  fake = await startTestArca();
  config = loadConfig(arcaEnv(fake)).arca!;
});
afterAll(() => fake.close());

function memoryStore(): TicketStore & { saved: number; tickets: Map<string, ILoginCredentials> } {
  const tickets = new Map<string, ILoginCredentials>();
  const store = {
    saved: 0,
    tickets,
    get: async (service: string) => tickets.get(service),
    save: async (service: string, ticket: ILoginCredentials) => {
      store.saved++;
      tickets.set(service, ticket);
    },
    delete: async (service: string) => void tickets.delete(service),
  };
  return store;
}

/** The ticket store of "the shop": the first login's ticket, reused by every later client (the fake refuses a second login). */
const shared = memoryStore();

const request = (number: number, extra: Partial<VoucherRequest> = {}): VoucherRequest => ({
  CbteTipo: 11,
  PtoVta: 7,
  Concepto: 1,
  DocTipo: 99,
  DocNro: 0,
  CbteDesde: number,
  CbteHasta: number,
  CbteFch: '20261128',
  ImpTotal: 1500,
  ImpTotConc: 0,
  ImpNeto: 1500,
  ImpOpEx: 0,
  ImpIVA: 0,
  ImpTrib: 0,
  MonId: 'PES',
  MonCotiz: 1,
  CondicionIVAReceptorId: 5,
  ...extra,
});

describe('ARCA client against the fake', () => {
  it('logs in once with a signed TRA, keeps the ticket in its store, numbers per point of sale and type, and finds what it issued', async () => {
    const store = shared;
    const client = createArcaClient(config, store);
    const logins = fake.logins;
    expect(await client.lastNumber(7, 11)).toBe(0);
    const answer = await client.authorize(request(1));
    expect(answer).toMatchObject({
      result: 'A',
      cae: expect.stringMatching(/^\d{14}$/),
      caeExpiry: expect.stringMatching(/^\d{8}$/),
    });
    expect(await client.lastNumber(7, 11)).toBe(1);
    // Another type or point of sale has its own numbers.
    expect(await client.lastNumber(7, 13)).toBe(0);
    expect(await client.lastNumber(8, 11)).toBe(0);
    expect(await client.find(7, 11, 1)).toEqual({
      cae: answer.cae,
      caeExpiry: answer.caeExpiry,
      total: 1500,
      docNro: 0,
      date: '20261128',
    });
    expect(await client.find(7, 11, 2)).toBeUndefined();
    expect(fake.logins - logins).toBe(1);
    expect(store.saved).toBe(1);

    // Another client (another process) with the same store uses the stored ticket: no new login.
    const twin = createArcaClient(config, store);
    expect(await twin.lastNumber(7, 11)).toBe(1);
    expect(fake.logins - logins).toBe(1);

    // One without the ticket is refused by WSAA while the first is valid, and says so in Spanish.
    const forgetful = createArcaClient(config, memoryStore());
    const refused = await forgetful.lastNumber(7, 11).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ArcaUnavailableError);
    expect((refused as Error).message).toMatch(/ticket de acceso que la tienda no tiene guardado/);
  });

  it("gets a rejection with ARCA's reasons for a wrong number, and for a request without CondicionIVAReceptorId (RG 5616)", async () => {
    const client = createArcaClient(config, shared);
    const next = (await client.lastNumber(9, 11)) + 1;
    const skipped = await client.authorize(request(next + 1, { PtoVta: 9 }));
    expect(skipped).toMatchObject({ result: 'R', cae: '' });
    expect(skipped.messages).toMatch(/10016: El numero o fecha del comprobante no se corresponde/);
    const withoutCondition = request(next, { PtoVta: 9 }) as Partial<VoucherRequest>;
    delete withoutCondition.CondicionIVAReceptorId;
    const refused = await client.authorize(withoutCondition as VoucherRequest);
    expect(refused.result).toBe('R');
    expect(refused.messages).toMatch(/10242: .*Condicion Frente al IVA del receptor resulta obligatorio/);
    expect(await client.lastNumber(9, 11)).toBe(next - 1);
  });

  it('ends a stalled call at ARCA_TIMEOUT_MS and a failing one at once, as ArcaUnavailableError', async () => {
    const client = createArcaClient(config, shared);
    await client.lastNumber(7, 11);
    fake.fail('wsfe', 'hang');
    try {
      const started = Date.now();
      const stalled = await client.lastNumber(7, 11).catch((err: unknown) => err);
      expect(stalled).toBeInstanceOf(ArcaUnavailableError);
      expect((stalled as Error).message).toMatch(/no respondió a tiempo/);
      expect(Date.now() - started).toBeLessThan(config.timeoutMs + 1000);
      fake.fail('wsfe', 'error');
      const failed = await client.lastNumber(7, 11).catch((err: unknown) => err);
      expect((failed as Error).message).toMatch(/No se pudo consultar a ARCA/);
    } finally {
      fake.fail('wsfe', undefined);
    }
  });
});

describe('the fake WSAA checks the login request', () => {
  function signedTra(cert: string, key: string, content = '<loginTicketRequest version="1.0"/>') {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(content, 'utf8');
    p7.addCertificate(cert);
    p7.addSigner({
      key: forge.pki.privateKeyFromPem(key),
      certificate: cert,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.messageDigest },
        { type: forge.pki.oids.signingTime },
      ],
    });
    p7.sign();
    return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
  }

  it("accepts the shop's signature and refuses another certificate, a tampered signature and garbage", () => {
    const { cert, key } = testCredentials();
    expect(verifySignedTra(signedTra(cert, key), cert)).toEqual({
      ok: true,
      tra: '<loginTicketRequest version="1.0"/>',
    });

    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024 });
    const stranger = forge.pki.createCertificate();
    stranger.publicKey = keys.publicKey;
    stranger.validity.notAfter = new Date(Date.now() + 86_400_000);
    stranger.setSubject([{ name: 'commonName', value: 'stranger' }]);
    stranger.setIssuer([{ name: 'commonName', value: 'stranger' }]);
    stranger.sign(keys.privateKey, forge.md.sha256.create());
    const strangerPem = forge.pki.certificateToPem(stranger);
    expect(
      verifySignedTra(signedTra(strangerPem, forge.pki.privateKeyToPem(keys.privateKey)), cert),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/not the one ARCA issued/) });
    // The shop's certificate attached, but signed with another key.
    expect(verifySignedTra(signedTra(cert, forge.pki.privateKeyToPem(keys.privateKey)), cert)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/does not verify/),
    });
    expect(verifySignedTra('bm90IGEgY21z', cert)).toMatchObject({ ok: false });
  });
});
