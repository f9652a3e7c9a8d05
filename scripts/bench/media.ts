// Benchmark of photo processing (decision 055): the demo photographs (src/demo/photos/, 1600 × 1200
// JPEGs of 230–470 KB, like a dealer's) through processPhoto and into a local media store, as the
// worker's job does after the download. Prints photos a minute one at a time (the worker's chore)
// and two at a time (both cores), the time per format, and the storage a car of 20 photos takes.
// docs/benchmarks.md keeps a run.
//
//   npm run bench:media
//   npm run bench:media -- --rounds 4

import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { contentTypeOf, derivativeKey, photoFormats, photoWidths } from "@/media/photo-derivatives";
import { encoders, processPhoto, type ProcessedPhoto } from "@/media/process-photo";
import { createLocalStorage, type MediaStorage } from "@/media/storage";
import { markdownTable, recordInBenchmarks } from "../lib/benchmarks-doc";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

const rounds = option("rounds", 3);
const photosPerCar = 20;
const folder = path.join("src", "demo", "photos");
const inputs = readdirSync(folder)
  .filter((name) => name.endsWith(".jpg"))
  .sort()
  .map((name) => readFileSync(path.join(folder, name)));
if (inputs.length === 0) throw new Error(`No photos in ${folder}: run npm run media:photos`);
// Each photo processed afresh: no cached decode between rounds.
sharp.cache(false);

async function processAndStore(storage: MediaStorage, bytes: Buffer): Promise<ProcessedPhoto> {
  const photo = await processPhoto(bytes);
  for (const item of photo.derivatives) {
    await storage.put(derivativeKey(photo.hash, item.width, item.format), item.data, contentTypeOf[item.format]);
  }
  return photo;
}

/** Photos a minute over `rounds` passes of every input, `parallel` at a time. */
async function throughput(storage: MediaStorage, parallel: number): Promise<{ perMinute: number; msEach: number }> {
  const queue = Array.from({ length: rounds }, () => inputs).flat();
  const total = queue.length;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await processAndStore(storage, next);
    }),
  );
  const elapsed = performance.now() - started;
  return { perMinute: (total / elapsed) * 60_000, msEach: elapsed / total };
}

/** Milliseconds per photo spent encoding each format, every width together, one photo at a time. */
async function perFormat(): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const bytes of inputs) {
    const upright = await sharp(bytes).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } };
    for (const format of photoFormats) {
      const started = performance.now();
      for (const width of photoWidths) {
        await encoders[format](sharp(upright.data, raw).resize({ width })).toBuffer();
      }
      times[format] = (times[format] ?? 0) + (performance.now() - started) / inputs.length;
    }
  }
  return times;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const root = await mkdtemp(path.join(os.tmpdir(), "bench-media-"));
try {
  const storage = createLocalStorage(root);
  const warm = await processAndStore(storage, inputs[0] ?? Buffer.alloc(0));
  const one = await throughput(storage, 1);
  const two = await throughput(storage, 2);
  const formats = await perFormat();

  // Storage: the derivatives of every demo photo, averaged, times a car's 20 photos.
  const photos = await Promise.all(inputs.map((bytes) => processPhoto(bytes)));
  const sizeOf = (filter: (item: ProcessedPhoto["derivatives"][number]) => boolean) =>
    photos.reduce((sum, photo) => sum + photo.derivatives.filter(filter).reduce((s, d) => s + d.data.length, 0), 0) /
    photos.length;
  const perPhoto = sizeOf(() => true);
  const originals = inputs.reduce((sum, bytes) => sum + bytes.length, 0) / inputs.length;

  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
  const lines = [
    `## Photo processing (\`npm run bench:media\`)`,
    "",
    `\`npm run bench:media\` (\`scripts/bench/media.ts\`) runs the ${inputs.length} demo photographs`,
    `(\`src/demo/photos/\`, 1600 × 1200 JPEGs, ${kb(originals)} on average) through \`processPhoto\` and`,
    "into a local media store, as the worker's job does after the download: upright, every width in AVIF,",
    `WebP and JPEG, the placeholder. ${rounds} passes over the photos one at a time (the worker's chore`,
    "takes one at a time) and two at a time (both cores); a warm-up photo first.",
    "",
    `Run of ${new Date().toISOString().slice(0, 10)}, ${cpu} × ${os.cpus().length}, Node ${process.version},`,
    `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), load average ${load} at the end:`,
    "",
    markdownTable([
      ["photos at a time", "photos a minute", "seconds a photo"],
      ["1", one.perMinute.toFixed(1), (one.msEach / 1000).toFixed(2)],
      ["2", two.perMinute.toFixed(1), (two.msEach / 1000).toFixed(2)],
    ]),
    "",
    `Encoding one photo, all five widths (ms): ${photoFormats.map((format) => `${format} ${(formats[format] ?? 0).toFixed(0)}`).join(", ")}.`,
    "",
    markdownTable([
      ["stored per photo", ...photoWidths.map((width) => `${width}`), "all widths"],
      ...photoFormats.map((format) => [
        format,
        ...photoWidths.map((width) => kb(sizeOf((item) => item.format === format && item.width === width))),
        kb(sizeOf((item) => item.format === format)),
      ]),
    ]),
    "",
    `A photo keeps ${kb(perPhoto)} of derivatives (${(perPhoto / originals).toFixed(2)} × the original);`,
    `a car of ${photosPerCar} photos ${mb(perPhoto * photosPerCar)}, against ${mb(originals * photosPerCar)} of originals.`,
    `The placeholder adds ${warm.placeholder.length} bytes to the row.`,
  ];
  const markdown = lines.join("\n");
  console.log(markdown);
  recordInBenchmarks("media", markdown);
} finally {
  await rm(root, { recursive: true, force: true });
}
