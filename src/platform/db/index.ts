import "server-only";

// What app code imports to reach the database; the marker keeps it out of browser bundles.
export { getDatabase, getDb, getPlatformDatabase, type Db } from "./database";
export { withTenant, withoutTenant } from "./tenant";
