// Makes the demo's videos: for each body type a short turntable clip of its drawing (one turn of the
// 24 spin frames), H.264 in MP4, written to public/media/video/{body}.mp4 and committed, so neither
// the build nor CI needs a video encoder. Run it again after changing the drawings:
//   npm run media:videos      (needs ffmpeg on the PATH and the Chromium the e2e tests use)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { bodyTypes, carVideoUrl, renderCarSvg, spinFrameCount } from "@/platform/media/car-svg";

const colours = ["Soul Red Crystal", "Glacier White", "Saturn Blue", "Graphite", "Sterling Silver"];
const outputDir = path.join("public", "media", "video");
mkdirSync(outputDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "demo-videos-"));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 320, height: 240 } });
  for (const [index, body] of bodyTypes.entries()) {
    const colour = colours[index % colours.length] ?? "Glacier White";
    for (let frame = 0; frame < spinFrameCount; frame += 1) {
      const svg = renderCarSvg({ body, colour, view: frame });
      await page.setContent(
        `<body style="margin:0"><img style="display:block" width="320" height="240" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
      );
      await page.screenshot({ path: path.join(work, `${body}-${String(frame).padStart(2, "0")}.png`) });
    }
    const output = path.join("public", carVideoUrl(body));
    const encode = spawnSync(
      "ffmpeg",
      [
        ["-y", "-loglevel", "error", "-framerate", "8"],
        ["-i", path.join(work, `${body}-%02d.png`)],
        ["-c:v", "libx264", "-profile:v", "baseline", "-pix_fmt", "yuv420p", "-crf", "34", "-tune", "animation"],
        ["-movflags", "+faststart", "-an", output],
      ].flat(),
      { stdio: "inherit" },
    );
    if (encode.status !== 0) throw new Error(`ffmpeg failed for ${body}`);
    console.log(`${output} ${Math.round(statSync(output).size / 1024)} KB`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
