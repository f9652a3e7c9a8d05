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
      expect(svg).toContain('fill="#9e0b16"');
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg.length).toBeLessThan(3_000);
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

  it("draws each body type as a different shape", () => {
    const sides = bodyTypes.map((body) => renderCarSvg({ body, colour: "Glacier White", view: 0 }));
    expect(new Set(sides).size).toBe(bodyTypes.length);
  });

  it("accepts a colour by name or slug and falls back to grey", () => {
    expect(renderCarSvg({ body: "suv", colour: "eclipse-black", view: "front" })).toBe(
      renderCarSvg({ body: "suv", colour: "Eclipse Black", view: "front" }),
    );
    expect(renderCarSvg({ body: "suv", colour: "Unicorn Sparkle", view: 0 })).toContain('fill="#8a8f94"');
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
    expect(bodyTypeFor(null)).toBe("sedan");
    expect(colourSlug("  Soul Red Crystal! ")).toBe("soul-red-crystal");
  });
});

describe("logos", () => {
  it("draws the name and initials in the brand colours", () => {
    const svg = renderLogoSvg({ text: "Harbourside Motors", primary: "#0B4F6C", contrast: "ffffff" });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0 320 96"');
    expect(svg).toContain('fill="#0b4f6c"');
    expect(svg).toContain(">HM<");
    expect(svg).toContain(">Harbourside Motors<");
    expect(svg.length).toBeLessThan(3_000);
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
    });
  });

  it("accepts the site shell's '#'-prefixed colours and fills in defaults", () => {
    expect(
      parseLogoRequest("redgum.svg", new URLSearchParams({ text: "Redgum", bg: "#8c2a14", fg: "#ffffff" })),
    ).toEqual({
      slug: "redgum",
      text: "Redgum",
      primary: "#8c2a14",
      contrast: "#ffffff",
    });
    expect(parseLogoRequest("coastal-rv.svg", new URLSearchParams())).toEqual({
      slug: "coastal-rv",
      text: "Coastal Rv",
      primary: "#1f2937",
      contrast: "#ffffff",
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
