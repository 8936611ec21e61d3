// The embedded database folder holds the administrator's password hash (in the tables
// and the WAL) and the generated auth secret: no other local user may read or write it.
// PGlite writes the files of a fresh database world-writable (0666) and some files
// (pg_internal.init) 0644 whatever the umask, so the modes are also fixed after it opens.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The embedded database's own folder inside DATA_DIR (the server and the command-line tools). */
export function pgliteDir(env: { DATA_DIR: string }) {
  return path.join(path.resolve(env.DATA_DIR), "pglite");
}

/**
 * Before the database opens: files this process creates from now on are private
 * (umask 077), the folder exists with mode 0700, and whatever it already holds is made
 * private (folders 0700, files 0600).
 */
export function secureDataDir(dir: string) {
  process.umask(0o077);
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  fixDataDirModes(root);
}

/**
 * Folders 0700, files 0600, recursively. Symbolic links are left alone (chmod would
 * follow them out of the folder). Returns how many entries were changed.
 */
export function fixDataDirModes(dir: string): number {
  let changed = 0;
  const refused: string[] = [];
  const visit = (entry: string) => {
    let stat;
    try {
      stat = lstatSync(entry);
    } catch {
      return; // removed meanwhile (PGlite deletes temporary files)
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o7777) !== wanted) {
      try {
        chmodSync(entry, wanted);
        changed++;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // Someone else's file (say, left by a command run as root): say so, but a
        // chmod we may not do must not keep the site down.
        if (code === "EPERM") refused.push(entry);
        else if (code !== "ENOENT") throw error;
      }
    }
    if (!stat.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(entry);
    } catch {
      return;
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(path.resolve(dir));
  if (refused.length) {
    console.warn(
      `[data] não foi possível restringir as permissões de ${refused.length} item(ns) em ${path.resolve(dir)} (dono diferente?), por exemplo ${refused[0]}. Corrija com: chown -R "$(id -un)" ${path.resolve(dir)}`,
    );
  }
  return changed;
}
