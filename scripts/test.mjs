#!/usr/bin/env node
/**
 * `npm test`: every check of the repository, in stages, then how long each took and the ten
 * slowest test files, so a slowdown is seen the day it lands (docs/testing.md).
 *
 * Stages, in order (a failing stage stops the run; the summary is printed all the same):
 * 1. typecheck, lint and the build of the web app, in the background while
 * 2. unit: domain rules and web components (vitest projects `domain`, `web`);
 * 3. API on PGlite (`server-pglite`) and, beside it (its output kept in a log and printed when it
 *    ends), API on PostgreSQL (`server-postgres`), when TEST_DATABASE_URL is set (CI sets it);
 * 5. browser: Playwright in Chromium against the built app (e2e/run.mjs).
 * The install stage is timed by whoever ran it: .ci/run passes its seconds in TEST_INSTALL_SECONDS.
 *
 * Playwright may retry a failed test in CI; a retry is reported by name ("retried: …"), and a
 * clean run prints "retried: 0".
 *
 * Options: --skip=stage,stage (typecheck, lint, unit, api-pglite, api-postgres, build, browser),
 * --only=stage,stage. Reports go to test-results/reports/ (git-ignored).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(repoRoot, 'test-results', 'reports');
const args = process.argv.slice(2);
const listArg = (name) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg
    ? arg
        .slice(name.length + 3)
        .split(',')
        .filter(Boolean)
    : undefined;
};
const only = listArg('only');
const skip = listArg('skip') ?? [];
const wanted = (stage) => (only ? only.includes(stage) : !skip.includes(stage));

/** @type {{ name: string, seconds: number | undefined, cpuSeconds?: number, hostBusy?: number, status: string }[]} */
const stages = [];
const startedAt = Date.now();
const startCpu = hostCpu();
const startSpeed = hostSpeedMs();

/**
 * The host's single-core speed, before any stage starts: milliseconds of a fixed integer loop
 * (lower is faster). Two hosts of the same kind differ by 15-25 % in every stage (docs/testing.md);
 * this figure, printed with the stage times, tells a slower host from a slower test suite.
 */
function hostSpeedMs() {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 100_000_000; i += 1) x = (x + i * 7) % 1_000_003;
  // Kept observable so the loop is not optimised away.
  if (x < 0) console.log(x);
  return performance.now() - start;
}

/** The share (0..1) of the host's CPU time that was busy between two hostCpu() readings. */
function busyShare(a, b) {
  return a && b && b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : undefined;
}

/**
 * Runs `command args` in the repository with inherited output (or into `logFile`).
 * @returns {Promise<number>} its exit code (1 when killed by a signal).
 */
function run(command, commandArgs, { env = {}, logFile } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const timesFile = path.join(reportDir, `times-${process.hrtime.bigint()}.txt`);
    // bash's `times` prints the CPU time of the command and every process it waited for (vitest's
    // workers, Chromium, the shop server): the stage's own CPU seconds, whatever else the host runs.
    const child = spawn(
      'bash',
      ['-c', '"$@"; rc=$?; times > "$TIMES_FILE"; exit $rc', 'stage', command, ...commandArgs],
      { cwd: repoRoot, stdio: ['ignore', out, out], env: { ...process.env, ...env, TIMES_FILE: timesFile } },
    );
    child.on('exit', (code, signal) => {
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ code: code ?? (signal ? 1 : 0), cpuSeconds: childCpuSeconds(timesFile) });
    });
  });
}

/** User + system seconds of the children from a bash `times` output file ("0m1.5s 0m0.2s" lines). */
function childCpuSeconds(timesFile) {
  try {
    const lines = fs.readFileSync(timesFile, 'utf8').trim().split('\n');
    fs.rmSync(timesFile);
    const secs = (t) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t);
      return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
    };
    const [user, system] = (lines[1] ?? '').split(/\s+/);
    return secs(user) + secs(system);
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds PostgreSQL's server has used so far (the postmaster and the backends it reaped, when
 * it runs on this host and /proc shows it): the API tests' queries run there, not in vitest.
 */
function postgresCpuSeconds() {
  try {
    const tick = 100; // USER_HZ on Linux
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (comm !== 'postgres' || rest[1] !== '1') continue; // the postmaster: a postgres whose parent is init
      const [utime, stime, cutime, cstime] = rest.slice(11, 15).map(Number);
      let live = 0;
      for (const child of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        try {
          const cs = fs.readFileSync(`/proc/${child}/stat`, 'utf8');
          const cr = cs.slice(cs.lastIndexOf(')') + 2).split(' ');
          if (cr[1] === pid) live += Number(cr[11]) + Number(cr[12]);
        } catch {
          // gone meanwhile
        }
      }
      return (utime + stime + cutime + cstime + live) / tick;
    }
  } catch {
    // no /proc
  }
  return undefined;
}

/** The host's CPU counters (/proc/stat's first line): busy and total jiffies, for the run's utilisation. */
function hostCpu() {
  if (!fs.existsSync('/proc/stat')) return undefined;
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** Runs one stage, timing it; records and returns whether it passed. */
async function stage(name, command, commandArgs, options) {
  if (!wanted(name)) {
    stages.push({ name, seconds: undefined, status: 'skipped' });
    return true;
  }
  console.log(`\n== ${name}: ${command} ${commandArgs.join(' ')}`);
  const t0 = Date.now();
  const cpu0 = hostCpu();
  const { code, cpuSeconds } = await run(command, commandArgs, options);
  stages.push({
    name,
    seconds: (Date.now() - t0) / 1000,
    cpuSeconds,
    hostBusy: busyShare(cpu0, hostCpu()),
    status: code === 0 ? 'passed' : `FAILED (exit ${code})`,
  });
  return code === 0;
}

/** A stage started now and awaited later (typecheck, lint and build beside the unit tests; the PostgreSQL API tests beside the PGlite ones), its output kept in a log. */
function background(name, command, commandArgs) {
  if (!wanted(name)) return async () => stage(name, command, commandArgs);
  const logFile = path.join(reportDir, `${name}.log`);
  const t0 = Date.now();
  console.log(`\n== ${name} (in the background): ${command} ${commandArgs.join(' ')}`);
  const done = run(command, commandArgs, { logFile }).then(({ code, cpuSeconds }) => ({
    code,
    cpuSeconds,
    seconds: (Date.now() - t0) / 1000,
  }));
  return async () => {
    const { code, seconds, cpuSeconds } = await done;
    const output = fs.readFileSync(logFile, 'utf8').trim();
    console.log(
      `\n== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s${output ? `\n${output}` : ''}`,
    );
    stages.push({ name, seconds, cpuSeconds, status: code === 0 ? 'passed' : `FAILED (exit ${code})` });
    return code === 0;
  };
}

const vitestArgs = (projects, report) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${report}.json`)}`,
];

/** File durations from a vitest JSON report: [{ file, seconds, stage }]. */
function vitestFiles(report, stageName) {
  const file = path.join(reportDir, `${report}.json`);
  if (!fs.existsSync(file)) return [];
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  return (json.testResults ?? []).map((r) => ({
    file: path.relative(repoRoot, r.name),
    seconds: (r.endTime - r.startTime) / 1000,
    stage: stageName,
  }));
}

/** File durations (sum of its tests' attempts) and retried tests from Playwright's JSON report. */
function playwrightReport() {
  const file = path.join(reportDir, 'browser.json');
  if (!fs.existsSync(file)) return { files: [], retried: [] };
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  const perFile = new Map();
  const retried = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
        if ((t.results ?? []).length > 1)
          retried.push(
            `${spec.file}: ${spec.title} (${t.results.length - 1} retr${t.results.length > 2 ? 'ies' : 'y'}, ${t.status})`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  const files = [...perFile].map(([f, ms]) => ({
    file: path.join('e2e/specs', f),
    seconds: ms / 1000,
    stage: 'browser',
  }));
  return { files, retried };
}

function summary() {
  const total = (Date.now() - startedAt) / 1000;
  const install = Number(process.env.TEST_INSTALL_SECONDS);
  const rows = [
    {
      name: 'install',
      seconds: Number.isFinite(install) && install > 0 ? install : undefined,
      status: Number.isFinite(install) && install > 0 ? 'passed' : 'not timed here (.ci/run times it)',
    },
    ...stages,
  ];
  const fmt = (s) => (s === undefined ? '     -' : `${s.toFixed(1).padStart(6)} s`);
  const pct = (x) => (x === undefined ? '   -' : `${Math.round(x * 100)}`.padStart(3) + '%');
  console.log("\n== Stage times (wall; CPU seconds of the stage's own processes; host CPU busy during it)");
  for (const r of rows)
    console.log(
      `${r.name.padEnd(14)} ${fmt(r.seconds)}  cpu ${fmt(r.cpuSeconds)}  busy ${pct(r.hostBusy)}  ${r.status}`,
    );
  console.log(
    `${'npm test'.padEnd(14)} ${fmt(total)}  host busy ${pct(busyShare(startCpu, hostCpu()))}  (stages overlap: typecheck, lint and build run beside unit, api-postgres beside api-pglite)`,
  );
  const loadavg = fs.existsSync('/proc/loadavg')
    ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
    : 'n/a';
  console.log(`host load average (1, 5, 15 min) at the end: ${loadavg}`);
  console.log(
    `host speed at the start: ${Math.round(startSpeed)} ms for a fixed loop of 10^8 steps (lower is faster; compare hosts with it)`,
  );

  const { files: browserFiles, retried } = playwrightReport();
  const files = [
    ...vitestFiles('unit', 'unit'),
    ...vitestFiles('api-pglite', 'api-pglite'),
    ...vitestFiles('api-postgres', 'api-postgres'),
    ...browserFiles,
  ].sort((a, b) => b.seconds - a.seconds);
  if (files.length > 0) {
    console.log('\n== Ten slowest test files (browser: sum of its tests, which run in parallel)');
    for (const f of files.slice(0, 10)) console.log(`${fmt(f.seconds)}  ${f.stage.padEnd(12)} ${f.file}`);
  }
  if (wanted('browser') && stages.some((s) => s.name === 'browser' && s.seconds !== undefined)) {
    console.log(
      retried.length === 0
        ? '\nretried: 0'
        : `\nretried: ${retried.length}\n${retried.map((r) => `  ${r}`).join('\n')}`,
    );
  }
}

fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

let ok = true;
const typecheckDone = background('typecheck', 'npm', ['run', '--silent', 'typecheck']);
const lintDone = background('lint', 'npm', ['run', '--silent', 'lint']);
// The build's output is only read by the browser stage; the API tests build their own copy.
const buildDone = background('build', 'npm', ['run', '--silent', 'build']);
ok = (await stage('unit', 'npx', vitestArgs(['domain', 'web'], 'unit'))) && ok;
ok = (await typecheckDone()) && ok;
ok = (await lintDone()) && ok;
const built = await buildDone();
ok = built && ok;
// The API tests that read the web build (server rendering, the first-load budget) read this one
// instead of building the app again (server/test/web-build.ts).
if (built && wanted('build')) process.env.TEST_WEB_BUILD_DIR = path.join(repoRoot, 'web');
if (ok) {
  // The two engines' API tests run side by side: several of their files wait on purpose (mail
  // retries, shutdown deadlines, child processes, a PostgreSQL server doing the queries), and the
  // other run's workers fill those waits (docs/testing.md).
  const pg0 = postgresCpuSeconds();
  const postgresDone = process.env.TEST_DATABASE_URL
    ? background('api-postgres', 'npx', vitestArgs(['server-postgres'], 'api-postgres'))
    : async () => {
        stages.push({
          name: 'api-postgres',
          seconds: undefined,
          status: 'not run: TEST_DATABASE_URL is not set',
        });
        return true;
      };
  ok = await stage('api-pglite', 'npx', vitestArgs(['server-pglite'], 'api-pglite'));
  ok = (await postgresDone()) && ok;
  const pg1 = postgresCpuSeconds();
  if (pg0 !== undefined && pg1 !== undefined && process.env.TEST_DATABASE_URL)
    stages.push({
      name: 'postgres server',
      seconds: undefined,
      cpuSeconds: pg1 - pg0,
      status: 'its CPU during both API stages (queries of api-postgres, and of anything else on this host)',
    });
}
if (ok)
  ok = await stage('browser', 'node', ['e2e/run.mjs'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'browser.json') },
  });

summary();
process.exit(ok ? 0 : 1);
