import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT_FILES = [".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest"];

/** Writes the .br and .gz twins the API serves of every text file worth compressing under `dir`; returns their count. */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      count += precompress(full);
      continue;
    }
    if (!TEXT_FILES.includes(extname(name))) continue;
    const source = readFileSync(full);
    if (source.length < 512) continue;
    const brotli = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) writeFileSync(`${full}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${full}.gz`, gzip);
    count += 1;
  }
  return count;
}
