// Opens, migrates and (when empty) seeds the database as the server starts, so the first shopper
// does not wait for it.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next replaces this literal per runtime, which keeps the Node-only imports below out of any edge build.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getPlatformDatabase } = await import("./platform/db/database");
    const { env } = await import("./platform/env");
    // Seeding writes every demo site: the platform's handle, past row-level security.
    const database = await getPlatformDatabase();
    const config = env();
    if (config.SEED_ON_START) {
      const { bootstrapDemoData } = await import("./demo/bootstrap");
      await bootstrapDemoData(database.db, { carsPerSite: config.SEED_CARS_PER_SITE });
    }
    const { checkoutWorkerChores } = await import("./checkout/worker-chores");
    const { personalDataRetentionChore } = await import("./leads/retention");
    const { getPaymentProvider } = await import("./checkout/payments");
    await (
      await import("./leads/delivery/server-worker")
    ).startServerLeadWorker({
      // Holds end, abandoned payments are voided, stale journeys purged and personal data past its
      // retention deleted on the delivery worker's loop: no outside cron.
      chores: (db) => [...checkoutWorkerChores(db, getPaymentProvider()), personalDataRetentionChore(db)],
    });
  }
}
