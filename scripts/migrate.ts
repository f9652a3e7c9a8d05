// `npm run db:migrate`: applies drizzle/ to DATABASE_URL (or the embedded database in DATA_DIR).
import { migrateDatabase, openDatabase, setAppRolePassword } from "@/platform/db/connect";
import { parseEnv } from "@/platform/env";

const env = parseEnv(process.env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database);
  if (await setAppRolePassword(database, env.APP_DATABASE_URL))
    console.log("Set the app role's password from APP_DATABASE_URL.");
  console.log(`Migrated ${database.kind === "postgres" ? "the PostgreSQL server" : `PGlite in ${env.DATA_DIR}`}.`);
} finally {
  await database.close();
}
