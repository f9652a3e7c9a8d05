// `npm run db:migrate`: applies drizzle/ to DATABASE_URL (or the embedded database in DATA_DIR, which
// it refuses while a server holds it: the server migrated it as it started, decision 034).
import { migrateDatabase, openDatabase, setAppRolePassword } from "@/platform/db/connect";
import { parseEnv } from "@/platform/env";
import { holdEmbeddedDatabase } from "./lib/embedded-database";

const env = parseEnv(process.env);
holdEmbeddedDatabase(
  env,
  "npm run db:migrate",
  (server) =>
    `The server applied every migration it has as it started. To apply newer ones, restart it ` +
    `(Ctrl-C where it runs, or kill ${server.pid}, then npm start).`,
);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database);
  if (await setAppRolePassword(database, env.APP_DATABASE_URL))
    console.log("Set the app role's password from APP_DATABASE_URL.");
  console.log(`Migrated ${database.kind === "postgres" ? "the PostgreSQL server" : `PGlite in ${env.DATA_DIR}`}.`);
} finally {
  await database.close();
}
