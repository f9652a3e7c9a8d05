// Opens, migrates and (when empty) seeds the database as the server starts, so the first shopper
// does not wait for it.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- Next replaces this literal per runtime, which keeps the Node-only imports below out of any edge build.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getPlatformDatabase } = await import("./platform/db/database");
    const { DataDirInUseError } = await import("./platform/db/data-dir-lock");
    const { demoModeReason, env, startRefusals } = await import("./platform/env");
    // Seeding writes every demo site: the platform's handle, past row-level security.
    const database = await getPlatformDatabase().catch(async (error: unknown) => {
      // Another process holds the embedded database (decision 034). Next would log this and listen
      // anyway, failing every request: the server stops instead, saying who holds it.
      if (!(error instanceof DataDirInUseError)) throw error;
      (await import("./platform/logger")).logger.error(`The server did not start. ${error.message}`);
      process.exit(1);
    });
    const config = env();
    const { logger } = await import("./platform/logger");
    // Settings that parse but must not run outside a demo (the local card processor): no start at all.
    const refusals = startRefusals(config);
    if (refusals.length > 0) {
      for (const refusal of refusals) logger.error(`The server did not start. ${refusal}`);
      process.exit(1);
    }
    // Demo mode opens /dev/sms and the demo stock keys: the log says which mode runs, and why.
    logger.info(`demo mode ${config.DEMO_MODE ? "on" : "off"}`, { why: demoModeReason(config) });
    // Reports without their outside service are hidden, or in demo mode samples (decision 037).
    for (const note of (await import("./platform/outside-services")).serviceSourceNotes(config)) {
      if (config.DEMO_MODE) logger.info(note);
      else logger.warn(note);
    }
    if (config.SEED_ON_START) {
      const { bootstrapDemoData } = await import("./demo/bootstrap");
      const seeded = await bootstrapDemoData(database.db, { carsPerSite: config.SEED_CARS_PER_SITE });
      // The photographed demo cars: originals into the media store, pending lists for the worker's
      // photo job (decision 055), which processes them in the first minute or so.
      if (seeded) {
        const { demoPhotoDir, demoPhotoSets } = await import("./demo/demo-photos");
        const { seedDemoPhotos } = await import("./media/demo-photos");
        const { getMediaStorage } = await import("./media/media-settings");
        await seedDemoPhotos(database.db, getMediaStorage(config), demoPhotoSets(seeded), demoPhotoDir);
      }
    }
    // The dealer console's demo accounts exist in demo mode only (decision 042).
    const demoStaffSeed = await import("./console/server/demo-staff-seed");
    if (config.DEMO_MODE) {
      await demoStaffSeed.ensureDemoStaff(database.db);
      // A few hundred leads in every state, so the console's inbox has something to show (decision 044).
      await (await import("./console/server/demo-leads-seed")).ensureDemoLeads(database.db);
    } else if ((await demoStaffSeed.deleteDemoStaff(database.db)) > 0) logger.info("deleted the demo staff accounts");
    // TOTP secrets saved before they were encrypted are sealed now (decision 048).
    await (await import("./console/server/staff-accounts")).sealPlaintextTotpSecrets(database.db);
    // The proxy writes each site's Content-Security-Policy from these (decision 024).
    await (await import("./sites/site-policy")).rememberAllSitePolicies(database.db);
    // The page cache in front of Next (decision 027) keeps pages only while this process hears of
    // every change to their site.
    const { hearingSiteChanges, listenForSiteChanges } = await import("./stock/stock-index");
    const { describeCachedPage } = await import("./sites/cached-page");
    (await import("./platform/page-cache")).describeCachedPagesWith((host, html) =>
      hearingSiteChanges() ? describeCachedPage(host, html) : null,
    );
    await listenForSiteChanges();
    const { checkoutWorkerChores } = await import("./checkout/worker-chores");
    const { personalDataRetentionChore } = await import("./leads/retention");
    const { staffRecordsRetentionChore } = await import("./console/server/staff-retention");
    const { stockChangePruneChore } = await import("./stock/stock-change-prune");
    const { feedHistoryPruneChore } = await import("./stock-feed/feed-history");
    const { mediaWorkerChores } = await import("./media/worker-chores");
    const { getPaymentProvider } = await import("./checkout/payments");
    await (
      await import("./leads/delivery/server-worker")
    ).startServerLeadWorker({
      // Holds end, abandoned payments are voided, stale journeys purged and personal data past its
      // retention deleted, and feed photos fetched and processed, on the delivery worker's loop: no outside cron.
      chores: (db) => [
        ...checkoutWorkerChores(db, getPaymentProvider()),
        personalDataRetentionChore(db),
        staffRecordsRetentionChore(db),
        stockChangePruneChore(db),
        feedHistoryPruneChore(db),
        ...mediaWorkerChores(db, config),
      ],
    });
  }
}

/**
 * Every error Next catches while rendering a page or running a route (decision 024): one log line
 * with the request's id (set by the proxy, echoed on the answer) and Next's digest, which the error
 * page shows as its reference. The shopper sees neither the message nor the stack.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
) {
  // eslint-disable-next-line no-restricted-properties -- as in register(): the logger is Node-only.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger, runWithRequestContext } = await import("./platform/logger");
  const { requestIdHeader } = await import("./platform/request-id");
  const given = request.headers[requestIdHeader];
  const requestId = (Array.isArray(given) ? given[0] : given) ?? "unknown";
  runWithRequestContext({ requestId }, () =>
    logger.error("unexpected error while handling a request", {
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      digest: error instanceof Error && "digest" in error ? String(error.digest) : undefined,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
}
