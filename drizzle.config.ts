import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/platform/db/schema.ts into drizzle/ and applied at start
// (embedded PGlite) or by `npm run db:migrate` (PostgreSQL server); the same SQL both ways.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/platform/db/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
