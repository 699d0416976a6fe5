/**
 * A local fake of ARCA's login service (WSAA, LoginCms) and electronic invoice service (WSFEv1)
 * for the server tests and the Playwright run (docs/decisions/0021-electronic-invoices.md): SOAP
 * over plain HTTP, no network, no real invoices. It
 * - checks the login request like WSAA: a CMS (PKCS#7) SignedData over the TRA, signed by the
 *   configured certificate, with a messageDigest that matches the TRA and a TRA still in time;
 *   and it refuses a second ticket while one is valid for the same certificate and service
 *   ("El CEE ya posee un TA valido"), as ARCA does;
 * - answers FEDummy, FECompUltimoAutorizado, FECAESolicitar and FECompConsultar with a token it
 *   issued, numbering per point of sale and document type, rejecting a request without
 *   CondicionIVAReceptorId (RG 5616/2024), a number that is not the next one, totals that do not
 *   add up, and a credit note without CbtesAsoc;
 * - can be told to fail (HTTP 500 with a SOAP fault), to stall (no answer), to reject documents
 *   (Resultado R with an observation), or to authorise and then drop the answer (what a crash
 *   between ARCA's answer and the shop's commit looks like).
 *
 * Plain ESM JavaScript so both the server tests (TypeScript, through fake-arca.d.mts) and the e2e
 * config can import it. Run directly: E2E_ARCA_PORT=4011 ARCA_CERT=/path/cert.pem node e2e/support/fake-arca.mjs
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import forge from 'node-forge';
import { parseStringPromise } from 'xml2js';

const FEV1_NS = 'http://ar.gov.afip.dif.FEV1/';
const WSAA_NS = 'http://wsaa.view.sua.dvadac.desein.afip.gov';
const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const CREDIT_NOTES = new Set([3, 8, 13, 53]);

/** @param {string} text */
function xmlEscape(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An object as XML children (arrays repeat their element). @param {Record<string, any>} obj @returns {string} */
function toXml(obj) {
  let out = '';
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items)
      out +=
        typeof item === 'object' ? `<${key}>${toXml(item)}</${key}>` : `<${key}>${xmlEscape(item)}</${key}>`;
  }
  return out;
}

/** The first child of `node` named `name` regardless of prefix. @param {any} node @param {string} name */
function child(node, name) {
  if (!node || typeof node !== 'object') return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$') continue;
    if (key.split(':').pop() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** All children of `node` named `name`. @param {any} node @param {string} name @returns {any[]} */
function children(node, name) {
  if (!node || typeof node !== 'object') return [];
  for (const [key, value] of Object.entries(node)) {
    if (key !== '$' && key.split(':').pop() === name) return Array.isArray(value) ? value : [value];
  }
  return [];
}

/** @param {any} node */
function text(node) {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && '_' in node) return node._;
  return typeof node === 'object' ? '' : String(node);
}

/** A date as ARCA writes it: YYYYMMDD. @param {Date} date */
function yyyymmdd(date) {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Checks a CMS SignedData (base64 DER) the way WSAA does and returns its content (the TRA).
 * @param {string} cmsBase64 @param {string} trustedCertPem
 * @returns {{ ok: true, tra: string } | { ok: false, reason: string }}
 */
export function verifySignedTra(cmsBase64, trustedCertPem) {
  let msg;
  try {
    msg = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.decode64(cmsBase64)));
  } catch (err) {
    return { ok: false, reason: `not a CMS SignedData: ${err}` };
  }
  const trusted = forge.pki.certificateFromPem(trustedCertPem);
  const trustedDer = forge.asn1.toDer(forge.pki.certificateToAsn1(trusted)).getBytes();
  const signer = msg.certificates.find(
    (c) => forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes() === trustedDer,
  );
  if (!signer)
    return { ok: false, reason: 'the signing certificate is not the one ARCA issued for this CUIT' };
  const contentAsn1 = msg.rawCapture.content?.value?.[0];
  if (!contentAsn1) return { ok: false, reason: 'the CMS carries no TRA (detached signature)' };
  const content = Array.isArray(contentAsn1.value)
    ? contentAsn1.value.map((v) => v.value).join('')
    : contentAsn1.value;
  const signerInfo = msg.rawCapture.signerInfos?.[0];
  if (!signerInfo) return { ok: false, reason: 'no signer' };
  const attrs = signerInfo.value.find(
    (v) => v.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && v.type === 0,
  );
  const signature = signerInfo.value.find(
    (v) => v.tagClass === forge.asn1.Class.UNIVERSAL && v.type === forge.asn1.Type.OCTETSTRING,
  );
  if (!attrs || !signature) return { ok: false, reason: 'the signer has no signed attributes' };
  let digestAttr;
  for (const attr of attrs.value) {
    const oid = forge.asn1.derToOid(attr.value[0].value);
    if (oid === forge.pki.oids.messageDigest) digestAttr = attr.value[1].value[0].value;
  }
  const contentDigest = forge.md.sha256.create().update(content).digest().getBytes();
  if (digestAttr !== contentDigest) return { ok: false, reason: 'the messageDigest does not match the TRA' };
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs.value);
  const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  let valid;
  try {
    valid = /** @type {any} */ (signer.publicKey).verify(md.digest().getBytes(), signature.value);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'the signature does not verify' };
  return { ok: true, tra: forge.util.decodeUtf8(content) };
}

/**
 * Starts the fake on a free port of 127.0.0.1 (or `options.port`).
 * @param {import('./fake-arca.d.mts').FakeArcaOptions} options
 * @returns {Promise<import('./fake-arca.d.mts').FakeArca>}
 */
export async function startFakeArca(options) {
  const ticketTtlMs = options.ticketTtlMs ?? 12 * 3600_000;
  /** @type {Map<string, number>} last number per "ptoVta:cbteTipo" */
  const last = new Map();
  /** @type {Map<string, any>} authorised vouchers per "ptoVta:cbteTipo:nro" */
  const vouchers = new Map();
  /** @type {Map<string, { service: string, expiresAt: number }>} */
  const tokens = new Map();
  /** @type {Map<string, number>} service → when its ticket expires */
  const validTickets = new Map();
  /** @type {{ service: 'wsaa' | 'wsfe', method: string, body: any }[]} */
  const requests = [];
  /** @type {Record<string, import('./fake-arca.d.mts').FailMode | undefined>} */
  const failures = {};
  /** @type {Set<import('node:http').ServerResponse>} */
  const hanging = new Set();
  let logins = 0;
  let caeSeq = 0;

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      handle(req, res, raw).catch((err) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/xml' });
        res.end(String(err));
      });
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} raw
   */
  async function handle(req, res, raw) {
    const parsed = await parseStringPromise(raw);
    const envelopeKey = Object.keys(parsed)[0];
    const envNs =
      parsed[envelopeKey].$ && Object.values(parsed[envelopeKey].$).includes(SOAP12) ? SOAP12 : SOAP11;
    const body = child(parsed[envelopeKey], 'Body');
    const methodKey = Object.keys(body).find((k) => k !== '$');
    const method = methodKey.split(':').pop();
    const call = child(body, method);
    const service = req.url?.includes('LoginCms') ? 'wsaa' : 'wsfe';
    requests.push({ service, method, body: call });
    const mode = failures[`${service}:${method}`] ?? failures[service] ?? failures.all;
    const reply = (/** @type {string} */ inner, status = 200) => {
      res.writeHead(status, {
        'content-type': envNs === SOAP12 ? 'application/soap+xml; charset=utf-8' : 'text/xml; charset=utf-8',
      });
      res.end(
        `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${envNs}"><soap:Body>${inner}</soap:Body></soap:Envelope>`,
      );
    };
    const fault = (/** @type {string} */ code, /** @type {string} */ message) =>
      reply(
        envNs === SOAP12
          ? `<soap:Fault><soap:Code><soap:Value>soap:Receiver</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="es">${xmlEscape(message)}</soap:Text></soap:Reason><soap:Detail><code>${code}</code></soap:Detail></soap:Fault>`
          : `<soap:Fault><faultcode>${code}</faultcode><faultstring>${xmlEscape(message)}</faultstring></soap:Fault>`,
        500,
      );
    if (mode === 'error')
      return fault('ns1:server.unavailable', 'Servicio no disponible (fake ARCA told to fail)');
    if (mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }

    if (service === 'wsaa') {
      const cms = text(child(call, 'in0')) ?? '';
      const checked = verifySignedTra(cms, options.cert);
      if (!checked.ok)
        return fault('ns1:cms.sign.invalid', `Firma inválida o algoritmo no soportado: ${checked.reason}`);
      const tra = await parseStringPromise(checked.tra);
      const root = tra.loginTicketRequest;
      const header = root?.header?.[0];
      const wsn = root?.service?.[0];
      const generation = Date.parse(header?.generationTime?.[0] ?? '');
      const expiration = Date.parse(header?.expirationTime?.[0] ?? '');
      const now = Date.now();
      if (!wsn || !(generation <= now + 60_000) || !(expiration > now))
        return fault(
          'ns1:xml.generationTime.invalid',
          'El TRA no está vigente (generationTime / expirationTime)',
        );
      if ((validTickets.get(wsn) ?? 0) > now)
        return fault(
          'ns1:coe.alreadyAuthenticated',
          'El CEE ya posee un TA valido para el acceso al WSN solicitado',
        );
      logins++;
      const expiresAt = now + ticketTtlMs;
      validTickets.set(wsn, expiresAt);
      const token = randomBytes(24).toString('base64');
      const sign = randomBytes(16).toString('base64');
      tokens.set(token, { service: wsn, expiresAt });
      const ta =
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header><source>CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source>` +
        `<destination>SERIALNUMBER=CUIT ${options.cuit}, CN=shop</destination><uniqueId>${Math.floor(now / 1000)}</uniqueId><generationTime>${new Date(now).toISOString()}</generationTime>` +
        `<expirationTime>${new Date(expiresAt).toISOString()}</expirationTime></header><credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`;
      return reply(
        `<loginCmsResponse xmlns="${WSAA_NS}"><loginCmsReturn>${xmlEscape(ta)}</loginCmsReturn></loginCmsResponse>`,
      );
    }

    const result = (/** @type {Record<string, any>} */ content) =>
      reply(
        `<${method}Response xmlns="${FEV1_NS}"><${method}Result>${toXml(content)}</${method}Result></${method}Response>`,
      );
    if (method === 'FEDummy') return result({ AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' });
    const auth = child(call, 'Auth');
    const token = text(child(auth, 'Token'));
    const known = token ? tokens.get(token) : undefined;
    if (!known || known.expiresAt < Date.now() || text(child(auth, 'Sign')) === undefined)
      return result({
        Errors: {
          Err: [
            {
              Code: 600,
              Msg: 'ValidacionDeToken: No aparecio CUIT en lista de relaciones o el token no es valido',
            },
          ],
        },
      });
    if (text(child(auth, 'Cuit')) !== String(options.cuit))
      return result({
        Errors: { Err: [{ Code: 600, Msg: 'ValidacionDeToken: No aparecio CUIT en lista de relaciones' }] },
      });

    if (method === 'FECompUltimoAutorizado') {
      const ptoVta = Number(text(child(call, 'PtoVta')));
      const cbteTipo = Number(text(child(call, 'CbteTipo')));
      return result({ PtoVta: ptoVta, CbteTipo: cbteTipo, CbteNro: last.get(`${ptoVta}:${cbteTipo}`) ?? 0 });
    }
    if (method === 'FECompConsultar') {
      const req = child(call, 'FeCompConsReq');
      const key = `${Number(text(child(req, 'PtoVta')))}:${Number(text(child(req, 'CbteTipo')))}:${Number(text(child(req, 'CbteNro')))}`;
      const stored = vouchers.get(key);
      if (!stored)
        return result({
          Errors: {
            Err: [
              { Code: 602, Msg: 'No existen datos en nuestros registros para los parametros ingresados.' },
            ],
          },
        });
      return result({ ResultGet: stored });
    }
    if (method === 'FECAESolicitar') {
      const feReq = child(call, 'FeCAEReq');
      const cab = child(feReq, 'FeCabReq');
      const det = child(child(feReq, 'FeDetReq'), 'FECAEDetRequest');
      const ptoVta = Number(text(child(cab, 'PtoVta')));
      const cbteTipo = Number(text(child(cab, 'CbteTipo')));
      const num = (/** @type {string} */ name) => Number(text(child(det, name)) ?? 'NaN');
      const desde = num('CbteDesde');
      const now = new Date();
      const cabResp = (/** @type {string} */ resultado) => ({
        Cuit: options.cuit,
        PtoVta: ptoVta,
        CbteTipo: cbteTipo,
        FchProceso: yyyymmdd(now),
        CantReg: 1,
        Resultado: resultado,
        Reproceso: 'N',
      });
      /** @type {{ Code: number, Msg: string }[]} */
      const obs = [];
      if (text(child(det, 'CondicionIVAReceptorId')) === undefined) {
        obs.push({
          Code: 10242,
          Msg: 'El campo Condicion Frente al IVA del receptor resulta obligatorio conforme lo reglamentado por la Resolución General N° 5616',
        });
      }
      const expected = (last.get(`${ptoVta}:${cbteTipo}`) ?? 0) + 1;
      if (desde !== expected || num('CbteHasta') !== desde) {
        return result({
          FeCabResp: cabResp('R'),
          Errors: {
            Err: [
              {
                Code: 10016,
                Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
              },
            ],
          },
        });
      }
      const total = num('ImpTotal');
      const parts = num('ImpNeto') + num('ImpIVA') + num('ImpTrib') + num('ImpOpEx') + num('ImpTotConc');
      if (!(Math.abs(total - parts) < 0.005))
        obs.push({
          Code: 10048,
          Msg: 'El campo ImpTotal debe ser igual a la suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA.',
        });
      if (CREDIT_NOTES.has(cbteTipo) && children(child(det, 'CbtesAsoc'), 'CbteAsoc').length === 0)
        obs.push({
          Code: 10197,
          Msg: 'Para comprobantes tipo Nota de Credito es obligatorio informar comprobantes asociados.',
        });
      const detResp = {
        Concepto: num('Concepto'),
        DocTipo: num('DocTipo'),
        DocNro: num('DocNro'),
        CbteDesde: desde,
        CbteHasta: desde,
        CbteFch: text(child(det, 'CbteFch')),
      };
      if (mode === 'reject')
        obs.push({
          Code: 10015,
          Msg: 'El campo DocNro es invalido para el DocTipo informado (fake ARCA told to reject).',
        });
      if (obs.length > 0)
        return result({
          FeCabResp: cabResp('R'),
          FeDetResp: { FECAEDetResponse: [{ ...detResp, Resultado: 'R', Observaciones: { Obs: obs } }] },
        });
      caeSeq++;
      const cae = `7${String(Date.now()).slice(-9)}${String(caeSeq).padStart(4, '0')}`;
      const caeVto = yyyymmdd(new Date(now.getTime() + 10 * 86_400_000));
      last.set(`${ptoVta}:${cbteTipo}`, desde);
      vouchers.set(`${ptoVta}:${cbteTipo}:${desde}`, {
        Concepto: num('Concepto'),
        DocTipo: num('DocTipo'),
        DocNro: num('DocNro'),
        CbteDesde: desde,
        CbteHasta: desde,
        CbteFch: text(child(det, 'CbteFch')),
        ImpTotal: total,
        ImpTotConc: num('ImpTotConc'),
        ImpNeto: num('ImpNeto'),
        ImpOpEx: num('ImpOpEx'),
        ImpTrib: num('ImpTrib'),
        ImpIVA: num('ImpIVA'),
        MonId: text(child(det, 'MonId')),
        MonCotiz: num('MonCotiz'),
        CbteTipo: cbteTipo,
        PtoVta: ptoVta,
        EmisionTipo: 'CAE',
        CodAutorizacion: cae,
        FchVto: caeVto,
        FchProceso: yyyymmdd(now),
        Resultado: 'A',
        CondicionIVAReceptorId: num('CondicionIVAReceptorId'),
      });
      if (mode === 'drop-answer') {
        // ARCA authorised it, but the answer never reaches the shop.
        res.destroy();
        return;
      }
      return result({
        FeCabResp: cabResp('A'),
        FeDetResp: { FECAEDetResponse: [{ ...detResp, Resultado: 'A', CAE: cae, CAEFchVto: caeVto }] },
      });
    }
    return fault('soap:Client', `Unknown method ${method}`);
  }

  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    wsaaUrl: `${url}/ws/services/LoginCms`,
    wsfeUrl: `${url}/wsfev1/service.asmx`,
    requests,
    vouchers,
    get logins() {
      return logins;
    },
    fail(target, mode) {
      if (mode === undefined) delete failures[target];
      else failures[target] = mode;
      if (mode === undefined) for (const res of hanging) res.destroy();
    },
    lastNumber(pointOfSale, cbteTipo) {
      return last.get(`${pointOfSale}:${cbteTipo}`) ?? 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** A digest helper the tests use to compare certificates. @param {string} pem */
export function certFingerprint(pem) {
  return createHash('sha256').update(pem.replace(/\s+/g, '')).digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const certPath = process.env.ARCA_CERT;
  if (!certPath) throw new Error('ARCA_CERT (the certificate file the shop signs with) is required');
  const fake = await startFakeArca({
    cert: readFileSync(certPath, 'utf8'),
    cuit: process.env.ARCA_CUIT ?? '20111111112',
    port: Number(process.env.E2E_ARCA_PORT ?? 4011),
  });
  console.log(`fake ARCA listening on ${fake.url}`);
}
