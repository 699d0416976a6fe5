/**
 * One process at a time per PGlite folder. PGlite keeps
 * the database in the opening process's memory and writes it back to DATA_DIR; two processes on
 * one folder overwrite each other's writes and silently lose acknowledged orders. So the opener
 * takes a lock file beside the folder holding its pid, host and start time. A lock whose process
 * has died (a crash, kill -9) is taken over, so a crash never leaves the shop unable to start.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** What the lock file records about the process holding the database. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** What opened it: "server", "admin:create"... */
  command: string;
}

/** Thrown when another live process holds the folder; the message says what to do. */
export class DatabaseLockedError extends Error {
  constructor(
    public readonly lockFile: string,
    public readonly holder: LockHolder,
  ) {
    const where =
      holder.hostname === os.hostname()
        ? `process ${holder.pid}`
        : `process ${holder.pid} on ${holder.hostname}`;
    super(
      `The embedded database ${lockFile.replace(/\.lock$/, '')} is already open by ${where} ` +
        `(${holder.command}, since ${holder.startedAt}). PGlite can be opened by one process at a time: ` +
        `stop that process first, or use PostgreSQL (DATABASE_URL) to run several. ` +
        `If no such process exists any more, delete ${lockFile}.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

/** Lock files this process holds (a second opener inside one process is refused too). */
const held = new Set<string>();

function readHolder(file: string): LockHolder | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof data.pid === 'number' && typeof data.hostname === 'string'
      ? (data as LockHolder)
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(file: string, holder: LockHolder): boolean {
  // Another machine's process cannot be checked from here (a shared volume): assume it runs.
  if (holder.hostname !== os.hostname()) return true;
  // Our own pid: held by this process, or left by an earlier run that had the same pid (a container's pid 1).
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Creates `file` with `content` only if it does not exist, never showing a half-written file. */
function createExclusive(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, content);
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // File systems without hard links: an exclusive create is the next best thing.
    try {
      writeFileSync(file, content, { flag: 'wx' });
      return true;
    } catch (err2) {
      if ((err2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err2;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Takes the lock of the PGlite folder `dir` (the file `<dir>.lock`) for `command`.
 * @returns a function releasing it (also released when the process exits normally).
 * @throws DatabaseLockedError when another live process holds it.
 */
export function lockPgliteDir(dir: string, command: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  const mine: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusive(file, JSON.stringify(mine))) {
      held.add(file);
      const release = () => {
        process.removeListener('exit', release);
        if (!held.delete(file)) return;
        const holder = readHolder(file);
        if (holder?.pid === mine.pid && holder.startedAt === mine.startedAt) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    }
    const holder = readHolder(file);
    if (holder && isAlive(file, holder)) throw new DatabaseLockedError(file, holder);
    // Left by a process that no longer runs (or unreadable): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}; try again`);
}
