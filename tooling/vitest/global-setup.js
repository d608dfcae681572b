// Vitest's global setup (in the main process, before the test workers start, so they inherit TMPDIR).
import { useRunTempFolder } from "./temp-folder.js";

export default function setup() {
  return useRunTempFolder("nivelia-test-run-");
}
