/**
 * Tools for the fault tests: a miniature web build with a server renderer that lists
 * the catalogue, a TCP proxy that can cut the line to PostgreSQL like a network partition, and
 * a free port.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A web/dist stand-in whose renderer prints every product title of the catalogue it is given. */
export function fakeRenderedWebApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-faults-ssr-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><title>t</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export async function render(request, ctx) {
      const list = await ctx.catalog.listProducts({ limit: 100, offset: 0, lang: ctx.lang });
      return { status: 200, lang: ctx.lang, head: '', html: list.items.map((p) => '<h2>' + p.title + '</h2>').join('') };
    }`,
  );
  return path.join(root, 'dist');
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface CuttableProxy {
  port: number;
  /**
   * Cuts the line like a partition: nothing passes either way, connections already open stay open
   * but silent, new ones are accepted and then hear nothing.
   */
  cut(): void;
  /** Mends the line: connections from the cut are gone (their packets were lost), new ones pass. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 to `target` that can be cut and restored. */
export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let isCut = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (isCut) return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk: Buffer) => {
      if (!isCut) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!isCut) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      isCut = true;
    },
    restore() {
      for (const socket of open) socket.destroy();
      isCut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
