#!/usr/bin/env node
/**
 * Starts every server of the browser run at once and answers 200 on http://127.0.0.1:$E2E_READY_PORT/
 * once each of them answers. Playwright starts the entries of `webServer` one after the other, and
 * a shop server takes 10–20 s to make its database and start on a busy 2-core machine: three of them
 * in a row left a core idle for most of that time.
 *
 * E2E_SERVERS: a JSON list of `{ name, command, env, url?, port?, quiet? }`; a server is up when `url`
 * answers (status < 500) or `port` accepts a connection. `quiet: 'stdout'` drops its standard
 * output, `quiet: 'all'` its errors too; what is shown goes to stderr, each line after its name. A server that exits, or is not up within
 * E2E_SERVERS_TIMEOUT_MS (default 120 s), stops the whole start with its name, and every server
 * with it (the shells and the processes they started). The servers run in this process's group:
 * Playwright ends the group, and with it every server, when the run ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
const timeoutMs = Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 120_000);

/** Writes each line of `stream` to stderr after `name`. */
function prefixLines(stream, name) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stderr.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => rest && process.stderr.write(`[${name}] ${rest}\n`));
}

/** Whether the server answers now. */
function isUp(server) {
  return new Promise((resolve) => {
    if (server.url) {
      const req = http.get(server.url, (res) => {
        res.resume();
        resolve((res.statusCode ?? 500) < 500);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(2_000, () => req.destroy());
      return;
    }
    const socket = net.connect(Number(server.port), '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const children = [];

/**
 * Every process below `root` (Linux: read from /proc), deepest last. A server's command runs in a
 * shell (`admin-create && main`): ending the shell alone would leave its node process running.
 */
function descendants(root) {
  const byParent = new Map();
  if (!fs.existsSync('/proc')) return [];
  const entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses; ppid follows its last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(pid)]);
    } catch {
      // Ended while listed.
    }
  }
  const found = [];
  const visit = (pid) => {
    for (const child of byParent.get(pid) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** Ends every server (the shells and what they started), then this process with `code`. */
function stopAll(code) {
  const all = descendants(process.pid);
  for (const child of children) child.kill('SIGTERM');
  for (const pid of all) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

let allUp = false;
const started = Date.now();
await Promise.all(
  servers.map(async (server) => {
    const child = spawn(server.command, {
      shell: true,
      env: { ...process.env, ...server.env },
      stdio: ['ignore', server.quiet ? 'ignore' : 'pipe', server.quiet === 'all' ? 'ignore' : 'pipe'],
    });
    children.push(child);
    if (child.stdout) prefixLines(child.stdout, server.name);
    if (child.stderr) prefixLines(child.stderr, server.name);
    child.on('exit', (code, signal) => {
      process.stderr.write(`[${server.name}] exited (${signal ?? code})\n`);
      if (!allUp) stopAll(1);
    });
    while (!(await isUp(server))) {
      if (Date.now() - started > timeoutMs) {
        process.stderr.write(`[${server.name}] not up after ${timeoutMs} ms\n`);
        stopAll(1);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }),
);
allUp = true;
process.stderr.write(`all ${servers.length} servers up after ${Date.now() - started} ms\n`);
http.createServer((_, res) => res.end('up')).listen(readyPort, '127.0.0.1');
