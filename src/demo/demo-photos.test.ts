import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoPhotoCarCount, demoPhotoDir, demoPhotoFiles, demoPhotoSets, demoPhotoSite } from "./demo-photos";
import { generateDemoData } from "./generate";

describe("the demo's photographed cars", () => {
  const data = generateDemoData({ referenceDate: new Date("2026-11-22T00:00:00Z"), carsPerSite: 120 });
  const sets = demoPhotoSets(data);

  it("names only photographs that are in the folder, and every one of them", () => {
    const inFolder = readdirSync(demoPhotoDir).filter((file) => file.endsWith(".jpg"));
    expect([...demoPhotoFiles].sort()).toEqual(inFolder.sort());
    expect(new Set(sets.flatMap((set) => set.files))).toEqual(new Set(demoPhotoFiles));
  });

  it("gives the photo site's first cars for sale 6 to 8 photographs each, neighbours opening on different ones", () => {
    const site = data.sites.find((row) => row.slug === demoPhotoSite);
    const carsById = new Map(data.cars.map((car) => [car.id, car]));
    expect(sets.filter((set) => carsById.get(set.carId)?.status !== "sold")).toHaveLength(demoPhotoCarCount);
    for (const [index, set] of sets.entries()) {
      expect(set.siteId).toBe(site?.id);
      expect(carsById.get(set.carId)?.siteId).toBe(site?.id);
      expect(set.files.length).toBeGreaterThanOrEqual(6);
      expect(set.files.length).toBeLessThanOrEqual(8);
      expect(new Set(set.files).size).toBe(set.files.length);
      if (index > 0) expect(set.files[0]).not.toBe(sets[index - 1]?.files[0]);
    }
  });

  it("photographs no car when the photo site is not seeded", () => {
    expect(demoPhotoSets(generateDemoData({ carsPerSite: 10, siteSlugs: ["harbourside"] }))).toEqual([]);
  });
});
