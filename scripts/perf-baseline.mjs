/**
 * The build `npm run perf` compares this one with (React against the Preact build of
 * before): another commit of this repository, checked out with `git worktree add` into a
 * temporary directory, installed with `npm ci` from its own lock file and built with its own
 * `npm run build -w web`. The shop server of this checkout then serves it (WEB_DIST_DIR; the
 * server renderer is the `dist-ssr` beside it), so only the browser build differs.
 *
 * The checkout is kept in the OS temp dir under the commit's hash and reused by later runs (an
 * install and a build take minutes on a busy machine); `--baseline-dist=DIR` skips all of it and
 * serves an existing build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Checks `ref` out (once per commit), installs and builds it.
 * @param repoRoot this checkout (its git repository holds `ref`)
 * @param ref a commit, branch or tag, e.g. `main` or a hash
 * @param log progress lines
 * @returns `{ commit, distDir }`: the full hash and the built `web/dist` of that commit
 * @throws when git, `npm ci` or the build fails
 */
export function buildBaseline(repoRoot, ref, log) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  const dir = path.join(os.tmpdir(), `shop-perf-baseline-${commit.slice(0, 12)}`);
  const distDir = path.join(dir, 'web', 'dist');
  const done = path.join(dir, '.perf-built');
  if (fs.existsSync(done)) {
    log(`baseline ${ref} (${commit.slice(0, 9)}): reusing the build in ${dir}`);
    return { commit, distDir };
  }
  if (!fs.existsSync(dir)) {
    log(`baseline ${ref} (${commit.slice(0, 9)}): git worktree add ${dir}`);
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const run = (what, cmd, args) => {
    log(`baseline: ${what}`);
    const r = spawnSync(cmd, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`baseline ${what} failed (exit ${r.status}) in ${dir}`);
  };
  run('npm ci (minutes)', 'npm', ['ci', '--no-audit', '--no-fund']);
  run('npm run build -w web', 'npm', ['run', 'build', '-w', 'web']);
  fs.writeFileSync(done, `${commit}\n`);
  return { commit, distDir };
}
