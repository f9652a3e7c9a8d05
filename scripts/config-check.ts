// `npm run config:check`: validates every site's configuration in DATABASE_URL (or the embedded
// database in DATA_DIR) and names each bad field; exits 1 when any site's configuration is invalid.
// With the embedded database, stop the server first: a PGlite folder opens in one process at a time.
import { openDatabase } from "@/platform/db/connect";
import { EnvError, parseEnv } from "@/platform/env";
import { checkSiteConfigs, formatConfigReport } from "@/sites/config-check";

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const reports = await checkSiteConfigs(database.db);
  console.log(formatConfigReport(reports));
  if (reports.some((report) => report.issues.length > 0)) process.exitCode = 1;
} finally {
  await database.close();
}
