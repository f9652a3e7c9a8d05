import "server-only";

// What app code imports to reach the database; the marker keeps it out of browser bundles.
export { getDatabase, getDb, type Db } from "./database";
