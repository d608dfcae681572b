// The reference issue 48 measures our pages against: the client-rendered leoMirandaa/shadcn-landing-page (React +
// shadcn), at one pinned commit, built with its own Vite configuration and served by our API like our own build.
import { type SpawnSyncOptions, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { precompress } from "./precompress.ts";

export const TEMPLATE_REPOSITORY = "https://github.com/leoMirandaa/shadcn-landing-page";
export const TEMPLATE_COMMIT = "ae3716dbce5c8a26815222bb743994b5717938f1";
// Where this team's workplace keeps its snapshot of the repository; elsewhere BENCH_TEMPLATE_DIR names a clone.
const WORKPLACE_SNAPSHOT = "/work/.mirror/leoMirandaa+shadcn-landing-page/repo";

export type ReferenceTemplate = { site: string; dispose: () => void } | { skipped: string };

const HOW_TO_PROVIDE = `clone ${TEMPLATE_REPOSITORY} and set BENCH_TEMPLATE_DIR to the clone`;

function run(command: string, args: string[], options: SpawnSyncOptions): void {
  const result = spawnSync(command, args, { encoding: "utf8", stdio: "pipe", ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
  }
}

/**
 * Exports the pinned commit from a git clone (BENCH_TEMPLATE_DIR) into a temporary folder, installs its
 * dependencies at the versions of its package-lock.json from the npm registry (`pnpm import`, then a frozen install
 * with our pinned pnpm), builds it with its own Vite configuration and writes the brotli and gzip twins our build
 * writes. Returns the built site's folder, or why the comparison is skipped (no clone, or a step that failed).
 */
export function buildReferenceTemplate(): ReferenceTemplate {
  const clone = process.env.BENCH_TEMPLATE_DIR ?? WORKPLACE_SNAPSHOT;
  if (!existsSync(clone)) return { skipped: `no clone of the template at ${clone}: ${HOW_TO_PROVIDE}` };
  const found = spawnSync("git", ["-C", clone, "cat-file", "-e", `${TEMPLATE_COMMIT}^{commit}`]);
  if (found.status !== 0) {
    return {
      skipped: `${clone} has no commit ${TEMPLATE_COMMIT}: run \`git -C ${clone} fetch\`, or ${HOW_TO_PROVIDE}`,
    };
  }
  const folder = mkdtempSync(join(tmpdir(), "nivelia-reference-template-"));
  const dispose = () => rmSync(folder, { recursive: true, force: true });
  try {
    const source = join(folder, "source");
    mkdirSync(source);
    const archive = join(folder, "source.tar");
    run("git", ["-C", clone, "archive", `--output=${archive}`, TEMPLATE_COMMIT], {});
    run("tar", ["-xf", archive, "-C", source], {});
    // The folder is outside our workspace, but --ignore-workspace keeps pnpm from looking for one above it.
    run("pnpm", ["import"], { cwd: source });
    run("pnpm", ["install", "--frozen-lockfile", "--ignore-workspace", "--ignore-scripts"], { cwd: source });
    // Its build script is `tsc && vite build`: the type check writes nothing, so Vite's build alone.
    run("pnpm", ["exec", "vite", "build", "--logLevel", "error"], { cwd: source });
    const site = join(source, "dist");
    precompress(site);
    return { site, dispose };
  } catch (error) {
    dispose();
    return {
      skipped: `the template could not be built: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
