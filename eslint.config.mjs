import tseslint from "typescript-eslint";
import drizzle from "eslint-plugin-drizzle";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";
import jsxA11y from "eslint-plugin-jsx-a11y";

// The layers of src/, lowest first: a folder may import itself and the folders on its list, never one
// above it, so no two folders import each other. This object is the layers' single source; decision 008
// (docs/decisions/008-layers-one-way.md) shows it as a table, which tests/unit/layers-doc.test.ts holds
// to it.
export const layers = {
  platform: [],
  ui: ["platform"],
  sites: ["platform"],
  cars: ["sites", "platform"],
  shopper: ["platform"],
  // Photographs (decision 055): storage, fetching and processing, the car's photo lists.
  media: ["platform"],
  accounts: ["cars", "sites", "platform", "ui", "shopper"],
  locations: ["sites", "platform", "ui"],
  finance: ["cars", "sites", "platform", "ui", "shopper"],
  stock: ["accounts", "finance", "cars", "sites", "platform", "ui", "shopper"],
  leads: ["accounts", "stock", "locations", "cars", "sites", "platform", "ui", "shopper"],
  // The vehicle page reads the car's processed photos (decision 055) for its structured data.
  vehicle: [
    "accounts",
    "leads",
    "stock",
    "finance",
    "locations",
    "cars",
    "media",
    "sites",
    "platform",
    "ui",
    "shopper",
  ],
  checkout: ["accounts", "leads", "stock", "finance", "locations", "cars", "sites", "platform", "ui", "shopper"],
  "trade-in": ["accounts", "leads", "stock", "finance", "locations", "cars", "sites", "platform", "ui", "shopper"],
  shell: ["accounts", "stock", "locations", "sites", "platform", "ui", "shopper"],
  content: ["accounts", "stock", "locations", "cars", "sites", "platform", "ui", "shopper"],
  // Dealer promotions (spin to win): a signed-in shopper's entry, sent to the dealer as a lead.
  promotions: ["accounts", "leads", "sites", "platform", "ui", "shopper"],
  // The dealer console (decision 042): staff sign-in and roles; reuses the shoppers' session hashing.
  // The leads inbox reads the kinds of lead the leads, checkout and promotions modules write; a lead's
  // page shows its car as the stock now has it.
  // Reservations move through checkout's rules (decision 046); locations are edited through the
  // locations module's schema and save (decision 052); pages, slides and promotions through
  // content's address and link rules (decision 053); cars and stock API keys through the stock
  // API's own modules (decision 051). Onboarding writes locations in their own shape (decision 049); a site's settings check their
  // links with content's rule (decision 050). A car's photos are uploaded, arranged and handed back to
  // the feed through media's own list functions (decision 055, "Photos in the console").
  console: [
    "checkout",
    "promotions",
    "content",
    "leads",
    "stock-feed",
    "stock",
    "media",
    "cars",
    "accounts",
    "locations",
    "sites",
    "platform",
    "ui",
  ],
  home: ["accounts", "shell", "stock", "finance", "locations", "cars", "sites", "platform", "ui", "shopper"],
  demo: ["content", "cars", "sites", "platform"],
  // Sitemaps, robots and the vehicle feeds: read stock, content and locations, written for crawlers;
  // the feeds name the cars' processed photos (decision 055).
  seo: ["vehicle", "content", "stock", "locations", "cars", "media", "sites", "platform"],
  // The stock API, feed validation and import: write cars and tell the stock indexes; queue a car's
  // photo URLs for the worker (decision 055).
  "stock-feed": ["stock", "cars", "media", "sites", "platform"],
};
const featureFolders = Object.keys(layers);

// zod is set up without eval in one module (src/platform/zod.ts) that every other imports it from,
// so no schema is defined before the setting, whichever chunk a browser evaluates first (decision 024).
const zodThroughPlatform = {
  name: "zod",
  message: 'Import z from "@/platform/zod": it parses without eval, which the pages\' CSP refuses.',
};
const platformDatabaseForJobsOnly = ["@/platform/db", "@/platform/db/database"].map((name) => ({
  name,
  importNames: ["getPlatformDatabase"],
  message: "Request code uses getDb(): row-level security keeps it to its site (decision 025).",
}));
const linkThroughUi = {
  name: "next/link",
  message: 'Import { Link } from "@/ui/link": it prefetches a page on the shopper\'s intent, not on sight.',
};

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { drizzle },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  // React: the rules of hooks (with the React Compiler's checks), Next.js's own rules and accessibility.
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ...nextPlugin.configs.recommended,
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs["core-web-vitals"].rules },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A component a newcomer can read in one sitting (issue 33): past 200 lines a component is holding
    // several steps or sections, which read better as components of their own, with the state in one
    // reducer beside them (e.g. src/checkout/journey/journey-wizard-state.ts). Blank lines and comments
    // do not count.
    files: ["**/*.tsx"],
    rules: {
      "max-lines-per-function": ["error", { max: 200, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true } },
      "boundaries/elements": [
        ...featureFolders.map((folder) => ({ type: folder, pattern: `src/${folder}` })),
        { type: "app", pattern: "src/app" },
      ],
      "boundaries/files": [
        // Tests and test support may load the demo dealers as fixtures.
        { category: "test", pattern: ["**/*.test.ts", "**/*.test.tsx", "**/testing/**", "**/test-configs.ts"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...Object.entries(layers).map(([folder, below]) => ({
              from: { element: { type: folder } },
              allow: { to: { element: { types: { anyOf: [folder, ...below] } } } },
            })),
            { from: { file: { categories: "test" } }, allow: { to: { element: { type: "demo" } } } },
            { from: { element: { type: "app" } }, allow: { to: { element: { type: "*" } } } },
          ],
        },
      ],
    },
  },
  {
    // One reading of the environment: src/platform/env.ts (server) and public-env.ts (NEXT_PUBLIC_*).
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/platform/env.ts", "src/platform/public-env.ts", "**/*.test.ts", "**/*.test.tsx", "**/testing/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the environment through env() in src/platform/env.ts, or publicEnv for NEXT_PUBLIC_*.",
        },
      ],
    },
  },
  {
    // The platform's database handle passes row-level security (decision 025): only the few jobs that
    // span sites take it. A new caller is added here on purpose, with its reason in a comment there.
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: [
      "src/platform/db/**",
      "src/instrumentation.ts", // seeding the demo dealers at start
      "src/leads/delivery/server-worker.ts", // the outbox and reservation holds of every site
      "src/checkout/stripe-webhook-post.ts", // a signed payment event names a reservation, not a site
      "src/stock/stock-index.ts", // the process's one LISTEN session for stock changes
      "src/stock/readiness.ts", // /api/health reads drizzle's migrations table, which the app role may not
      "src/console/server/current-staff.ts", // a staff grant names a dealership; its site is directory data
      "src/console/server/lead-site.ts", // a lead page names a lead; its site is needed before acting for it
      "src/console/server/car-site.ts", // a stock car's page names a car; its site is needed before acting for it
      "**/*.test.ts",
      "**/testing/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [...platformDatabaseForJobsOnly, zodThroughPlatform, linkThroughUi],
        },
      ],
    },
  },
  {
    // The one module that wraps next/link; the other restrictions still hold there.
    files: ["src/ui/link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [...platformDatabaseForJobsOnly, zodThroughPlatform] }],
    },
  },
  {
    // Routes are thin: the database is reached through the feature folders' server-only data modules.
    files: ["src/app/**/*.ts", "src/app/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodThroughPlatform, linkThroughUi],
          patterns: [
            {
              group: ["@/platform/db", "@/platform/db/*", "drizzle-orm", "drizzle-orm/*"],
              message: "Routes call a feature's data module (e.g. src/vehicle/get-car.ts); no queries under src/app.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
