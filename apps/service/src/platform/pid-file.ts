import fs from 'node:fs';

/** `<db file>.pid`: marks a SQLite store as in use by a running service, for tools that must not replace it. */
export const pidFileOf = (dbFile: string) => `${dbFile}.pid`;

export const sqliteFileOf = (url: string): string | undefined =>
  url.startsWith('sqlite:') ? url.replace(/^sqlite:(\/\/)?/, '') : undefined;

/** Writes our pid next to the store; the returned function removes it (if it is still ours). */
export function claimStore(dbFile: string): () => void {
  const file = pidFileOf(dbFile);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** The pid of a live process that claimed the store, or undefined (no file, or its process is gone). */
export function storeOwner(dbFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFileOf(dbFile), 'utf8'));
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: alive but someone else's; ESRCH: a crash left the file behind.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
