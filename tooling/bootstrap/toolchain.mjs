// Finds or installs the Node and pnpm this repository needs; plain JavaScript so that Node 20 can run it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TOOLS = join(ROOT, ".tools");
const NODE_FLOOR = [22, 12];
const NODE_PACKAGE = "node@24";

export function log(message) {
  console.log(`\u001b[36m›\u001b[0m ${message}`);
}

/** Runs a command with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: ROOT, ...options });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed with exit code ${code}`);
    process.exit(code);
  }
}

function meetsFloor(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > NODE_FLOOR[0] || (major === NODE_FLOOR[0] && minor >= NODE_FLOOR[1]);
}

/** Installs one npm package into its own folder under .tools, outside the workspace and its lockfile. */
function installPackageInto(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  mustRun("npm", [
    "install",
    "--prefix",
    prefix,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    spec,
  ]);
}

/** The Node binary to use: this one when it is new enough, else Node 24 from the registry's `node` package. */
export function ensureNode() {
  if (meetsFloor(process.versions.node)) return process.execPath;
  const prefix = join(TOOLS, "node");
  const binary = join(prefix, "node_modules", "node", "bin", "node");
  const works = () => existsSync(binary) && spawnSync(binary, ["--version"]).status === 0;
  if (!works()) {
    log(
      `Node ${process.versions.node} is older than ${NODE_FLOOR.join(".")}: installing ${NODE_PACKAGE} into .tools/node`,
    );
    installPackageInto(prefix, NODE_PACKAGE);
    if (!works()) {
      console.error("✖ the node package installed but its binary does not run");
      process.exit(1);
    }
  }
  return binary;
}

/** The pnpm version pinned in package.json's packageManager field, installed into .tools/pnpm. */
export function ensurePnpm() {
  const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  const version = String(manifest.packageManager)
    .replace(/^pnpm@/, "")
    .split("+")[0];
  const prefix = join(TOOLS, "pnpm");
  const installed = join(prefix, "node_modules", "pnpm", "package.json");
  const current = existsSync(installed) ? JSON.parse(readFileSync(installed, "utf8")).version : undefined;
  if (current !== version) {
    log(`installing pnpm ${version} into .tools/pnpm`);
    installPackageInto(prefix, `pnpm@${version}`);
  }

  return { version, bin: join(prefix, "node_modules", ".bin") };
}

/** Environment with the chosen Node and pnpm first on PATH. */
export function toolchainEnv(nodeBinary, pnpmBin) {
  const path = [
    dirname(nodeBinary),
    pnpmBin,
    join(ROOT, "node_modules", ".bin"),
    process.env.PATH ?? "",
  ].join(delimiter);
  return { ...process.env, PATH: path, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
}
