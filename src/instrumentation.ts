// Opens, migrates and (when empty) seeds the database as the server starts, so the first shopper
// does not wait for it.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getDatabase } = await import("./platform/db/database");
    await getDatabase();
    await (await import("./leads/delivery/server-worker")).startServerLeadWorker();
  }
}
