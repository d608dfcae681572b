import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { BRAND } from "@nivelia/domain/brand";
import { E2E_DATA_DIR } from "../playwright.config";
import { expect } from "./fixtures";

/** The e2e server's file mailbox: one .eml per e-mail sent (the API's file transport). */
const MAILBOX = join(E2E_DATA_DIR, "mailbox");

/** Decodes a quoted-printable e-mail: soft line breaks, then =XX bytes as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * The team's e-mail (addressed to the team, not the visitor's copy) that mentions `text`, decoded; waits until the
 * outbox has written it. Tests name their visitor uniquely, so each finds its own among the parallel tests' e-mails.
 */
export async function teamMessageMentioning(text: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = await readdir(MAILBOX).catch(() => [] as string[]);
        for (const file of files.filter((entry) => entry.endsWith(".eml"))) {
          const message = decodeQuotedPrintable(await readFile(join(MAILBOX, file), "utf8"));
          const to = /^To: (.*)$/m.exec(message)?.[1] ?? "";
          if (to.includes(BRAND.teamEmail) && message.includes(text)) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, intervals: [100], message: `the team's e-mail mentioning ${text}` },
    )
    .toBe(true);
  return found;
}
