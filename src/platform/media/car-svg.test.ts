import { describe, expect, it } from "vitest";
import {
  bodyTypeFor,
  bodyTypes,
  carImageUrl,
  colourSlug,
  logoUrl,
  paintColours,
  paintHex,
  parseCarImagePath,
  parseLogoRequest,
  renderCarSvg,
  renderLogoIconSvg,
  renderLogoSvg,
  spinFrameCount,
  type CarView,
} from "./car-svg";

const allViews: CarView[] = [
  ...Array.from({ length: spinFrameCount }, (_, frame) => frame),
  "interior",
  "rear",
  "front",
];

const segmentsOf = (url: string) => url.replace(/^\/media\/car\//, "").split("/");

describe("renderCarSvg", () => {
  it.each(bodyTypes)("draws a %s in every view as a small SVG in the car's paint", (body) => {
    for (const view of allViews) {
      const svg = renderCarSvg({ body, colour: "Soul Red Crystal", view });
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 400 300"');
      // The paint, lit or shaded: a red well ahead of its green and blue.
      const reds = [...svg.matchAll(/fill="#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})"/g)].filter(
        ([, r = "0", g = "0", b = "0"]) =>
          Number.parseInt(r, 16) > 2 * Number.parseInt(g, 16) + 40 &&
          Number.parseInt(r, 16) > 2 * Number.parseInt(b, 16),
      );
      expect(reds.length).toBeGreaterThan(0);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg.length).toBeLessThan(8_000);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it("draws neighbouring spin frames differently", () => {
    for (const body of bodyTypes) {
      const frames = Array.from({ length: spinFrameCount }, (_, view) =>
        renderCarSvg({ body, colour: "glacier-white", view }),
      );
      expect(new Set(frames).size).toBe(spinFrameCount);
    }
  });

  it("draws each body type as a different shape from every angle", () => {
    for (const view of allViews.filter((view) => view !== "interior")) {
      const drawings = bodyTypes.map((body) => renderCarSvg({ body, colour: "Glacier White", view }));
      expect(new Set(drawings).size).toBe(bodyTypes.length);
    }
  });

  it("gives each body its own proportions: roof height and length differ, in the same studio", () => {
    const outline = (body: (typeof bodyTypes)[number]) => {
      const svg = renderCarSvg({ body, colour: "Glacier White", view: 0 });
      const ys = [...svg.matchAll(/[ML](\d+) (\d+)/g)].map((match) => Number(match[2]));
      return Math.min(...ys);
    };
    // Roof lines from the side: the SUV stands taller in its frame than the hatch, the van than the sedan.
    expect(outline("suv")).toBeLessThan(outline("hatch"));
    expect(outline("van")).toBeLessThan(outline("sedan"));
    expect(outline("coupe")).toBeGreaterThan(outline("sedan"));
  });

  it("draws the same vehicle as a head-on view and the matching spin frame", () => {
    for (const body of bodyTypes) {
      expect(renderCarSvg({ body, colour: "ink", view: "front" })).toBe(renderCarSvg({ body, colour: "ink", view: 6 }));
      expect(renderCarSvg({ body, colour: "ink", view: "rear" })).toBe(renderCarSvg({ body, colour: "ink", view: 18 }));
    }
  });

  it("accepts a colour by name or slug and falls back to grey", () => {
    expect(renderCarSvg({ body: "suv", colour: "eclipse-black", view: "front" })).toBe(
      renderCarSvg({ body: "suv", colour: "Eclipse Black", view: "front" }),
    );
    expect(renderCarSvg({ body: "suv", colour: "Unicorn Sparkle", view: 0 })).toBe(
      renderCarSvg({ body: "suv", colour: "Machine Grey Metallic Unknown", view: 0 }),
    );
    expect(renderCarSvg({ body: "suv", colour: "Unicorn Sparkle", view: 0 })).not.toBe(
      renderCarSvg({ body: "suv", colour: "Soul Red Crystal", view: 0 }),
    );
    expect(paintHex("Glacier White")).toBe("#f3f4f1");
    for (const paint of paintColours) expect(paint.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("car image URLs", () => {
  it("builds addresses that parse back to the same picture", () => {
    for (const body of bodyTypes) {
      for (const view of allViews) {
        const url = carImageUrl({ body, colour: "Snowflake White Pearl", view });
        expect(url).toBe(`/media/car/${body}/snowflake-white-pearl/${String(view)}.svg`);
        expect(parseCarImagePath(segmentsOf(url))).toEqual({ body, colour: "snowflake-white-pearl", view });
      }
    }
  });

  it.each([
    [[]],
    [["sedan", "red"]],
    [["sedan", "red", "0.svg", "extra"]],
    [["tank", "red", "0.svg"]],
    [["sedan", "Red", "0.svg"]],
    [["sedan", "red--crystal", "0.svg"]],
    [["sedan", "-red", "0.svg"]],
    [["sedan", "a".repeat(41), "0.svg"]],
    [["sedan", "red", "24.svg"]],
    [["sedan", "red", "07.svg"]],
    [["sedan", "red", "-1.svg"]],
    [["sedan", "red", "0.png"]],
    [["sedan", "red", "0"]],
    [["sedan", "red", "side.svg"]],
    [["sedan", "red", "../0.svg"]],
  ])("rejects %j", (segments) => {
    expect(parseCarImagePath(segments)).toBeNull();
  });

  it("maps listed bodies to drawings", () => {
    expect(bodyTypeFor("People Mover")).toBe("people-mover");
    expect(bodyTypeFor("Cab Chassis")).toBe("cab-chassis");
    expect(bodyTypeFor("SUV")).toBe("suv");
    expect(bodyTypeFor("Hatchback")).toBe("hatch");
    expect(bodyTypeFor("Motorhome")).toBe("motorhome");
    expect(bodyTypeFor(null)).toBe("sedan");
    expect(colourSlug("  Soul Red Crystal! ")).toBe("soul-red-crystal");
  });
});

describe("logos", () => {
  it("sets the name as a wordmark in the brand colours and the system sans, with an emblem", () => {
    const svg = renderLogoSvg({ text: "Harbourside Motors", primary: "#0B4F6C", contrast: "ffffff" });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0 320 96"');
    expect(svg).toContain('fill="#0b4f6c"');
    expect(svg).toContain("<title>Harbourside Motors</title>");
    expect(svg).toContain(">HARBOURSIDE<");
    expect(svg).toContain(">MOTORS<");
    expect(svg).toContain('font-family="system-ui,');
    expect(svg).not.toMatch(/@import|url\(|href=/);
    expect(svg.length).toBeLessThan(3_000);
  });

  it("fits a long name inside the logo", () => {
    const svg = renderLogoSvg({
      text: "Southern Cross Ford Group Commercial Centre",
      primary: "#14213d",
      contrast: "#fff",
    });
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
    expect(svg).toContain(">CROSS FORD GROUP COMMERCIAL CENTRE<");
  });

  it("sizes a long first word so its capitals fit beside the emblem", () => {
    // HARBOURSIDE in a heavy system sans is about 0.74 em a capital; the line has 210 units.
    const svg = renderLogoSvg({ text: "Harbourside Motor Group", primary: "#0b3d91", contrast: "#fff" });
    const first = /font-size="(\d+)" font-weight="800"[^>]*>HARBOURSIDE</.exec(svg);
    expect(first).not.toBeNull();
    expect(Number(first?.[1]) * 0.74 * "HARBOURSIDE".length).toBeLessThanOrEqual(210);
  });

  it("escapes text so a query string cannot inject markup", () => {
    const svg = renderLogoSvg({ text: `<script>alert("x")</script> & Co`, primary: "bad", contrast: "#fff" });
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&#60;script&#62;");
    expect(svg).toContain("&#38; Co");
    expect(svg).toContain('fill="#1f2937"');
  });

  it("builds addresses that parse back to the same logo", () => {
    const url = new URL(
      logoUrl({ slug: "southern-cross", text: "Southern Cross & Co", primary: "#14213D", contrast: "#FFFFFF" }),
      "http://localhost",
    );
    expect(url.pathname).toBe("/media/logo/southern-cross.svg");
    expect(parseLogoRequest("southern-cross.svg", url.searchParams)).toEqual({
      slug: "southern-cross",
      text: "Southern Cross & Co",
      primary: "#14213d",
      contrast: "#ffffff",
      shape: "wordmark",
    });
  });

  it("draws a site's tab icon: the wordmark's emblem alone on a square of the brand colour", () => {
    const url = new URL(
      logoUrl({ slug: "bayside", text: "Bayside Kia", primary: "#0E5A8A", contrast: "#fff", shape: "icon" }),
      "http://localhost",
    );
    const request = parseLogoRequest("bayside.svg", url.searchParams);
    expect(request).toMatchObject({ slug: "bayside", text: "Bayside Kia", primary: "#0e5a8a", shape: "icon" });
    const icon = renderLogoIconSvg(request!);
    expect(icon).toContain('viewBox="0 0 64 64"');
    expect(icon).toContain('fill="#0e5a8a"');
    expect(icon).not.toContain("<text");
    // The same emblem as the wordmark's.
    const emblem = (svg: string) => /<g transform="translate\([^)]*\)">(.*?)<\/g>/.exec(svg)?.[1];
    expect(emblem(icon)).toBe(emblem(renderLogoSvg(request!)));
    expect(parseLogoRequest("bayside.svg", new URLSearchParams({ shape: "round" }))).toBeNull();
  });

  it("accepts the site shell's '#'-prefixed colours and fills in defaults", () => {
    expect(
      parseLogoRequest("redgum.svg", new URLSearchParams({ text: "Redgum", bg: "#8c2a14", fg: "#ffffff" })),
    ).toEqual({
      slug: "redgum",
      text: "Redgum",
      primary: "#8c2a14",
      contrast: "#ffffff",
      shape: "wordmark",
    });
    expect(parseLogoRequest("coastal-rv.svg", new URLSearchParams())).toEqual({
      slug: "coastal-rv",
      text: "Coastal Rv",
      primary: "#1f2937",
      contrast: "#ffffff",
      shape: "wordmark",
    });
  });

  it.each([
    ["redgum.png", ""],
    ["Redgum.svg", ""],
    [".svg", ""],
    ["redgum.svg", "bg=red"],
    ["redgum.svg", "fg=%23ffff"],
    ["redgum.svg", "text="],
    ["redgum.svg", `text=${"x".repeat(61)}`],
  ])("rejects %s?%s", (file, query) => {
    expect(parseLogoRequest(file, new URLSearchParams(query))).toBeNull();
  });
});
