import { describe, expect, it } from "vitest";
import { personalDataIn } from "./logged-app";

describe("personalDataIn", () => {
  it("finds the test leads' addresses, phones and messages, and not the digits of a folder's name", () => {
    const line = (text: string) => JSON.stringify({ time: 1764300000000, msg: text });
    expect(personalDataIn(line("para ana@empresa.es, +34 612 345 678"))).toEqual([
      "ana@empresa.es",
      "+34 612 345 678",
    ]);
    expect(personalDataIn(line("Mensaje secreto"), ["Mensaje secreto"])).toEqual(["Mensaje secreto"]);
    // A clone under a folder named after a commit, in a path or a stack trace.
    expect(
      personalDataIn(
        line("at /home/ci/nivelia-a9cb873/1234567/apps/api/src/app.ts:12:3 /tmp/nivelia-data-7654321"),
      ),
    ).toEqual([]);
  });
});
