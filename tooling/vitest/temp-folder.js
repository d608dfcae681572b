// One temporary folder per test run. Tests and the servers they start make their folders with
// mkdtemp(os.tmpdir()): pointing TMPDIR at a folder of the run's own puts them all inside it, and removing it when the
// run ends leaves nothing behind (before, each run left hundreds of database and mailbox folders in /tmp).
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Points TMPDIR (what os.tmpdir() reads on each call, here and in child processes started afterwards) at a new
 * folder named `<prefix>XXXXXX` in the current temporary folder, and returns a function that removes it and puts
 * TMPDIR back.
 * @param {string} prefix
 * @returns {() => void}
 */
export function useRunTempFolder(prefix) {
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), prefix));
  // Other users may cross it: the scenarios' PostgreSQL runs as an unprivileged user in a folder made inside it.
  chmodSync(folder, 0o755);
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
    // rmSync returned without an error once and left the folder half removed, while another process removed part of
    // it: say so rather than leave databases and mailboxes behind unseen.
    if (existsSync(folder)) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
    if (existsSync(folder)) throw new Error(`could not remove the run's temporary folder ${folder}`);
  };
}
