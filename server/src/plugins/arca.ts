/**
 * ARCA's web services through @arcasdk/core (docs/decisions/0021-electronic-invoices.md): the
 * SDK's own WSAA login (the TRA signed here with the shop's certificate and key, never sent
 * anywhere else) and WSFEv1 calls, with three things replaced through its public seams:
 * - the login ticket (TA) is kept by `TicketStore` (the database), shared by every process;
 * - the endpoints can be overridden (ARCA_WSAA_URL, ARCA_WSFE_URL; the tests' fake) by a
 *   `SoapClient` whose `setEndpoint` swaps ARCA's address for ours;
 * - every call has a time limit (ARCA_TIMEOUT_MS) and, towards ARCA itself, the TLS settings its
 *   servers still need (small DH keys), through the soap library's HttpClient.
 * Knows nothing of orders; the service decides what to ask.
 */
import { Agent as HttpsAgent } from 'node:https';
import { constants as cryptoConstants } from 'node:crypto';
import {
  AccessTicket,
  AuthRepository,
  SoapClient,
  Voucher,
  type ArcaServiceName,
  type ILoginCredentials,
  type ITicketStoragePort,
} from '@arcasdk/core';
import { ElectronicBillingRepository } from '@arcasdk/core/lib/infrastructure/repositories/electronic-billing/electronic-billing-repository.js';
import { HttpClient, type Client, type IHeaders, type IExOptions } from 'soap';
import type { ArcaConfig } from '../config.ts';

/** ARCA's addresses per environment (the SDK's own, repeated to know which one to replace). */
const ARCA_ENDPOINTS = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
} as const;

/** Where the TA is kept between calls, processes and restarts (store.ts implements it on the database). */
export interface TicketStore {
  get(service: string): Promise<ILoginCredentials | undefined>;
  save(service: string, ticket: ILoginCredentials, expiresAt: Date): Promise<void>;
  delete(service: string): Promise<void>;
}

/** ARCA could not be asked or did not answer in time: try again later. Its message is for the owner, in Spanish. */
export class ArcaUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ArcaUnavailableError';
  }
}

/** One FECAEDetRequest as the service builds it (amounts in pesos with two decimals). */
export interface VoucherRequest {
  CbteTipo: number;
  PtoVta: number;
  Concepto: number;
  DocTipo: number;
  DocNro: number;
  CbteDesde: number;
  CbteHasta: number;
  CbteFch: string;
  ImpTotal: number;
  ImpTotConc: number;
  ImpNeto: number;
  ImpOpEx: number;
  ImpIVA: number;
  ImpTrib: number;
  MonId: string;
  MonCotiz: number;
  CondicionIVAReceptorId: number;
  Iva?: { Id: number; BaseImp: number; Importe: number }[];
  CbtesAsoc?: { Tipo: number; PtoVta: number; Nro: number; Cuit: string; CbteFch?: string }[];
}

/** ARCA's answer to FECAESolicitar: A(pproved) with a CAE, or R(ejected) with its reasons. */
export interface VoucherAnswer {
  result: 'A' | 'R';
  cae: string;
  /** YYYYMMDD */
  caeExpiry: string;
  /** ARCA's observations, events and errors, one per line ("10242: ..."). */
  messages: string;
}

/** What ARCA stored for a number (FECompConsultar), or undefined when it has none. */
export interface VoucherFound {
  cae: string;
  caeExpiry: string;
  total: number;
  docNro: number;
  date: string;
}

export interface ArcaClient {
  lastNumber(pointOfSale: number, cbteTipo: number): Promise<number>;
  authorize(request: VoucherRequest): Promise<VoucherAnswer>;
  find(pointOfSale: number, cbteTipo: number, number: number): Promise<VoucherFound | undefined>;
}

/** The soap library's HTTP client with a time limit per call and, for https, ARCA's TLS needs. */
class LimitedHttpClient extends HttpClient {
  constructor(
    private readonly timeoutMs: number,
    private readonly httpsAgent: HttpsAgent,
  ) {
    super();
  }

  override request(
    rurl: string,
    data: unknown,
    callback: (error: unknown, res?: unknown, body?: unknown) => unknown,
    exheaders?: IHeaders,
    exoptions?: IExOptions,
  ) {
    const extra: IExOptions = { ...exoptions, timeout: this.timeoutMs };
    if (rurl.startsWith('https:')) extra.httpsAgent = this.httpsAgent;
    return super.request(rurl, data, callback, exheaders, extra);
  }
}

/** The SDK's SOAP client, pointed at `overrides` instead of ARCA's addresses and with `http` as transport. */
class RoutedSoapClient extends SoapClient {
  constructor(
    private readonly overrides: Map<string, string>,
    private readonly http: HttpClient,
  ) {
    super(false);
  }

  override createClient<T extends Client>(
    wsdlName: string,
    options: Record<string, unknown> = {},
  ): Promise<T> {
    return super.createClient<T>(wsdlName, { ...options, httpClient: this.http });
  }

  override setEndpoint(client: Client, endpoint: string): void {
    super.setEndpoint(client, this.overrides.get(endpoint) ?? endpoint);
  }
}

/** The SDK's ticket port on a `TicketStore`. */
function ticketPort(store: TicketStore): ITicketStoragePort {
  return {
    async get(service: ArcaServiceName) {
      const stored = await store.get(service);
      if (!stored) return null;
      try {
        return AccessTicket.create(stored);
      } catch {
        return null;
      }
    },
    async save(ticket: AccessTicket, service: ArcaServiceName) {
      await store.save(service, ticket.toLoginCredentials(), ticket.getExpiration());
    },
    async delete(service: ArcaServiceName) {
      await store.delete(service);
    },
  };
}

/** "code: message" lines of ARCA's Err/Obs/Evt lists. */
function messagesOf(...lists: ({ Code?: number; Msg?: string }[] | undefined)[]): string {
  return lists
    .flatMap((list) => list ?? [])
    .map((m) => `${m.Code ?? ''}: ${m.Msg ?? ''}`.trim())
    .join('\n');
}

/** A failure of the call itself (network, time limit, SOAP fault) as ArcaUnavailableError. */
function unavailable(err: unknown): ArcaUnavailableError {
  const message = err instanceof Error ? err.message : String(err);
  if (/timeout|ECONNABORTED/i.test(message))
    return new ArcaUnavailableError('ARCA no respondió a tiempo; se vuelve a intentar más tarde.', {
      cause: err,
    });
  if (/alreadyAuthenticated|ya posee un TA/i.test(message)) {
    return new ArcaUnavailableError(
      'ARCA ya entregó un ticket de acceso que la tienda no tiene guardado; se podrá pedir otro cuando venza (hasta 12 h).',
      { cause: err },
    );
  }
  return new ArcaUnavailableError(`No se pudo consultar a ARCA: ${message.slice(0, 300)}`, { cause: err });
}

/**
 * The client for `config`, keeping its login ticket in `tickets`.
 * @throws ArcaUnavailableError from every call when ARCA cannot be asked; answers (even refusals) are returned.
 */
export function createArcaClient(config: ArcaConfig, tickets: TicketStore): ArcaClient {
  const official = ARCA_ENDPOINTS[config.env];
  const overrides = new Map<string, string>();
  if (config.wsaaUrl) overrides.set(official.wsaa, config.wsaaUrl);
  if (config.wsfeUrl) overrides.set(official.wsfe, config.wsfeUrl);
  const httpsAgent = new HttpsAgent({
    // ARCA's servers still use DH keys that OpenSSL's default level refuses.
    ciphers: 'DEFAULT@SECLEVEL=1',
    secureOptions: cryptoConstants.SSL_OP_LEGACY_SERVER_CONNECT,
    keepAlive: true,
  });
  const soapClient = new RoutedSoapClient(overrides, new LimitedHttpClient(config.timeoutMs, httpsAgent));
  const production = config.env === 'produccion';
  const cuit = Number(config.cuit);
  const auth = new AuthRepository({
    soapClient,
    cert: config.cert,
    key: config.key,
    cuit,
    production,
    ticketStorage: ticketPort(tickets),
  });
  const wsfe = new ElectronicBillingRepository({
    soapClient,
    authRepository: auth,
    cuit,
    production,
    useSoap12: true,
  });

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw unavailable(err);
    }
  }

  /** Token errors (600-602 on Auth) mean the stored ticket is no good: forget it so the next call logs in again. */
  async function checkAuthErrors(errors: { code?: number; msg?: string }[] | undefined): Promise<void> {
    const tokenError = errors?.find((e) => e.code === 600 || /token/i.test(e.msg ?? ''));
    if (tokenError) {
      await tickets.delete('wsfe');
      wsfe.invalidateClient();
      throw new ArcaUnavailableError(
        `ARCA rechazó el ticket de acceso (${tokenError.code}: ${tokenError.msg}); se pide otro en el próximo intento.`,
      );
    }
  }

  return {
    async lastNumber(pointOfSale, cbteTipo) {
      const answer = await call(() => wsfe.getLastVoucher(pointOfSale, cbteTipo));
      const errors = answer.errors?.err;
      await checkAuthErrors(errors);
      if (errors?.length)
        throw new ArcaUnavailableError(
          `ARCA no dio el último número: ${errors.map((e) => `${e.code}: ${e.msg}`).join('; ')}`,
        );
      return Number(answer.cbteNro ?? 0);
    },

    async authorize(request) {
      const voucher = Voucher.create({ ...request, CantReg: 1 });
      const { response, cae, caeFchVto } = await call(() => wsfe.createVoucher(voucher));
      const det = response.FeDetResp?.FECAEDetResponse?.[0];
      await checkAuthErrors(response.Errors?.Err?.map((e) => ({ code: e.Code, msg: e.Msg })));
      const result = det?.Resultado === 'A' && cae ? 'A' : 'R';
      return {
        result,
        cae,
        caeExpiry: caeFchVto,
        messages: messagesOf(det?.Observaciones?.Obs, response.Errors?.Err, response.Events?.Evt),
      };
    },

    async find(pointOfSale, cbteTipo, number) {
      const info = await call(() => wsfe.getVoucherInfo(number, pointOfSale, cbteTipo));
      if (!info || !info.codAutorizacion) return undefined;
      return {
        cae: String(info.codAutorizacion),
        caeExpiry: String(info.fchVto ?? ''),
        total: Number(info.impTotal),
        docNro: Number(info.docNro),
        date: String(info.cbteFch ?? ''),
      };
    },
  };
}
