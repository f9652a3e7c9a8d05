// `npm run config:check`: validates every site's configuration in DATABASE_URL (or the embedded
// database in DATA_DIR) and names each bad field; exits 1 when any site's configuration is invalid.
// With the embedded database it refuses while a server holds the folder (decision 034): stop it first.
import { openDatabase } from "@/platform/db/connect";
import { EnvError, parseEnv } from "@/platform/env";
import { checkSiteConfigs, formatConfigReport } from "@/sites/config-check";
import { holdEmbeddedDatabase, stopTheServerFirst } from "./lib/embedded-database";

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(2);
}
holdEmbeddedDatabase(env, "npm run config:check", stopTheServerFirst("npm run config:check"));

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const reports = await checkSiteConfigs(database.db);
  console.log(formatConfigReport(reports));
  if (reports.some((report) => report.issues.length > 0)) process.exitCode = 1;
} finally {
  await database.close();
}
