import { describe, expect, it } from "vitest";
import { benchSite, generateBenchData, generatedDocuments, loadDocuments, openSeeded } from "./data";

describe("the engine benchmark's documents", () => {
  it("are the same whether read back from a seeded database or made from the generated rows", async () => {
    const data = generateBenchData(600);
    const site = benchSite(data);
    const { database } = await openSeeded(data, undefined);
    try {
      const seeded = await loadDocuments(database, site);
      const generated = generatedDocuments(data, site);
      expect(generated.length).toBe(seeded.length);
      expect(generated.length).toBeGreaterThan(500);
      expect(generated).toEqual(seeded);
    } finally {
      await database.close();
    }
  });
});
