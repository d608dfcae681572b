// Entry of `npm start` and `npm test`: makes sure of the toolchain, then runs the stage under Node 24.
import { join } from "node:path";
import { ensureNode, ensurePnpm, ROOT, run, toolchainEnv } from "./toolchain.mjs";

const stage = process.argv[2];
if (stage !== "start" && stage !== "test") {
  console.error("usage: node tooling/bootstrap/run.mjs start|test");
  process.exit(2);
}
const nodeBinary = ensureNode();
const pnpm = ensurePnpm();
const env = toolchainEnv(nodeBinary, pnpm.bin);
process.exit(run(nodeBinary, [join(ROOT, "tooling", "bootstrap", `${stage}.mjs`)], { env }));
