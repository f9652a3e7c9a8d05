import { seedReferenceDate } from "@/demo/bootstrap";
import { generateDemoData } from "@/demo/generate";

/** Cars per demo site in the end-to-end database: enough for paging and every variant, quick to seed. */
export const e2eCarsPerSite = Number(process.env.SEED_CARS_PER_SITE ?? 120);

/** The data the e2e server seeded (same generator, same day), so tests can pick cars of each kind. */
export const demo = generateDemoData({ referenceDate: seedReferenceDate(), carsPerSite: e2eCarsPerSite });
