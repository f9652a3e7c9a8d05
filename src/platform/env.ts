import { z } from "@/platform/zod";

// Every environment variable the server reads, parsed once (NEXT_PUBLIC_* ones are in public-env.ts). Empty strings count as missing, so a
// copied `.env.example` with blank values behaves like an unset variable.

const emptyAsMissing = (value: unknown) => (value === "" ? undefined : value);
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyAsMissing,
    z
      .enum(["true", "false", "1", "0"])
      .default(fallback ? "true" : "false")
      .transform((value) => value === "true" || value === "1"),
  );

const logLevelSchema = z.preprocess(emptyAsMissing, z.enum(["debug", "info", "warn", "error"]).default("info"));

const providerUrl = (name: string) =>
  z.preprocess(
    emptyAsMissing,
    z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` }).optional(),
  );

export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsMissing, z.enum(["development", "production", "test"]).default("development")),
  /** PostgreSQL server. Unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    emptyAsMissing,
    z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  /**
   * Where request code connects, as the non-superuser role row-level security applies to (decision
   * 025). Unset: DATABASE_URL with the user replaced by dealer_app and no password.
   */
  APP_DATABASE_URL: z.preprocess(
    emptyAsMissing,
    z
      .url({ protocol: /^postgres(ql)?$/, error: "APP_DATABASE_URL must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  /** Folder of the embedded database. */
  DATA_DIR: z.preprocess(emptyAsMissing, z.string().default(".data")),
  PORT: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** Hosts `{slug}.{ROOT_DOMAIN}` resolve to a site by slug; the bare root domain shows the demo index. */
  ROOT_DOMAIN: z.preprocess(emptyAsMissing, z.string().toLowerCase().default("localhost")),
  /**
   * Demo mode: the bare root domain lists the demo sites, /dev/sms shows sign-in codes and every demo
   * dealership takes the stock key demo-{dealership}. Unset, it is on only on the embedded database
   * (a demo by nature) and off with DATABASE_URL, so a deployment never runs it by accident.
   */
  DEMO_MODE: z.preprocess(
    emptyAsMissing,
    z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
  ),
  /** Migrate and, when the database has no sites, seed the demo dealers when the server starts. */
  SEED_ON_START: flag(true),
  /** Cars per demo site made by the seed at start; `npm run seed -- --cars N` overrides it. */
  SEED_CARS_PER_SITE: z.preprocess(emptyAsMissing, z.coerce.number().int().min(0).max(200_000).optional()),
  LOG_LEVEL: logLevelSchema,
  /** Lead e-mail relay. Unset: 127.0.0.1:2525, so a development machine never mails anyone. */
  SMTP_HOST: z.preprocess(emptyAsMissing, z.string().optional()),
  SMTP_PORT: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).max(65535).default(2525)),
  /** "off": this server process does not deliver leads (a separate `npm run worker` does). */
  LEAD_WORKER: z.preprocess(emptyAsMissing, z.enum(["on", "off"]).default("on")),
  /**
   * The dealer's key to POST /api/checkout/reservations/{id}/{capture|cancel|refund} (a Bearer
   * token; `npm run reservation -- … --server URL` sends it). Unset: that API answers 404.
   */
  DEALER_API_TOKEN: z.preprocess(
    emptyAsMissing,
    z.string().min(16, "DEALER_API_TOKEN must be at least 16 characters").optional(),
  ),
  /** Milliseconds before each delivery attempt, e.g. "0,50,50" in tests; unset: the product schedule. */
  LEAD_RETRY_SCHEDULE_MS: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(/^\d+(,\d+)*$/, "LEAD_RETRY_SCHEDULE_MS must be comma-separated milliseconds, e.g. 0,5000,300000")
      .transform((value) => value.split(",").map(Number))
      .optional(),
  ),
  /** Accepted leads per phone number, and per IP address, per site per hour. */
  LEAD_RATE_LIMIT_PHONE_PER_HOUR: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).default(5)),
  LEAD_RATE_LIMIT_IP_PER_HOUR: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).default(200)),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (decision 028): the
   * client's address is that many entries from the right (0 and 1 both take the last entry, the one
   * the nearest proxy, or Next itself, wrote). Entries further left are whatever the client claimed.
   */
  TRUSTED_PROXY_HOPS: z.preprocess(emptyAsMissing, z.coerce.number().int().min(0).max(10).default(0)),
  /**
   * Multiplies every per-address request limit (src/platform/rate-limit-rules.ts); the end-to-end
   * tests, which send everything from one address, raise it. Per-phone and per-car limits keep theirs.
   */
  RATE_LIMIT_FACTOR: z.preprocess(emptyAsMissing, z.coerce.number().positive().max(10_000).default(1)),
  /**
   * Who takes card deposits: "stripe"; "none" (no card payments: reserve online, buy online and
   * online payment are hidden on every site); or "local" (a processor in process memory, test cards
   * only), the default, allowed only in demo mode: elsewhere the server refuses to start.
   */
  PAYMENT_PROVIDER: z.preprocess(emptyAsMissing, z.enum(["local", "stripe", "none"]).default("local")),
  /** Stripe's secret API key (sk_… or a restricted rk_…); required when PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)")
      .optional(),
  ),
  /** Stripe's publishable key (pk_…), handed to Stripe.js in the browser; required with stripe. */
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(/^pk_(test|live)_\S+$/, "STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)")
      .optional(),
  ),
  /** The signing secret of the webhook endpoint (whsec_…); required with stripe. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(/^whsec_\S+$/, "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  /** Stripe's API address; tests point it at a local stand-in. */
  STRIPE_API_BASE: z.preprocess(
    emptyAsMissing,
    z
      .url({ protocol: /^https?$/, error: "STRIPE_API_BASE must be an http:// or https:// URL" })
      .default("https://api.stripe.com"),
  ),
  /**
   * Where sign-in codes go: "local" records them in the database (shown at /dev/sms in demo mode, so
   * nothing is texted); "http" sends them through the SMS gateway below.
   */
  SMS_PROVIDER: z.preprocess(emptyAsMissing, z.enum(["local", "http"]).default("local")),
  /** The gateway's messages endpoint (MessageMedia's Messages API shape: POST JSON, Basic auth). */
  SMS_API_URL: z.preprocess(emptyAsMissing, z.url({ protocol: /^https?$/ }).optional()),
  SMS_API_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  SMS_API_SECRET: z.preprocess(emptyAsMissing, z.string().optional()),
  /** The sender number or name the texts come from; unset: the gateway account's default. */
  SMS_SENDER: z.preprocess(emptyAsMissing, z.string().max(15).optional()),
  /** A registry (NEVDIS-style) service the trade-in rego lookup asks. Unset: the local register table. */
  REGO_LOOKUP_URL: z.preprocess(
    emptyAsMissing,
    z.url({ protocol: /^https?$/, error: "REGO_LOOKUP_URL must be an http:// or https:// URL" }).optional(),
  ),
  /** Sent to that service as `Authorization: Bearer …`. */
  REGO_LOOKUP_API_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  /** Milliseconds before a registry lookup counts as unavailable. */
  REGO_LOOKUP_TIMEOUT_MS: z.preprocess(emptyAsMissing, z.coerce.number().int().min(100).max(60_000).default(5_000)),
  /**
   * Outside report services (decision 037). Each feature shows on a live site only with its provider:
   * unset, it is hidden, except in demo mode, where a local stand-in serves it and says it is a sample.
   */
  /** A vehicle history service (odometer readings, owners) for the Car History Report. */
  CAR_HISTORY_API_URL: providerUrl("CAR_HISTORY_API_URL"),
  CAR_HISTORY_API_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  /** A PPSR search service (money owed, written-off and stolen records) for the PPSR report. */
  PPSR_API_URL: providerUrl("PPSR_API_URL"),
  PPSR_API_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  /** A market data service (comparable listings) for the Autogauge and Car Analysis reports. */
  MARKET_DATA_API_URL: providerUrl("MARKET_DATA_API_URL"),
  MARKET_DATA_API_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  /** A genuine accessories catalogue (part numbers, fitted prices) for the models' accessories pages. */
  ACCESSORIES_API_URL: providerUrl("ACCESSORIES_API_URL"),
  ACCESSORIES_API_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  /**
   * The dealer console's key for TOTP secrets at rest (decision 048): 32 bytes, as 64 hex digits or
   * base64 (`openssl rand -base64 32`). Required outside demo mode; demo mode uses a fixed demo key.
   */
  STAFF_SECRET_KEY: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(
        /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/,
        "STAFF_SECRET_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)",
      )
      .optional(),
  ),
  /**
   * Where photographs and their derivatives are kept (decision 055): "local", files under MEDIA_DIR
   * (the default), or "s3", a bucket of any S3-compatible store (AWS S3, MinIO, Cloudflare R2…).
   */
  MEDIA_STORAGE: z.preprocess(emptyAsMissing, z.enum(["local", "s3"]).default("local")),
  /** The local store's folder; unset: media/ under DATA_DIR. */
  MEDIA_DIR: z.preprocess(emptyAsMissing, z.string().optional()),
  /** The bucket, when MEDIA_STORAGE=s3. */
  MEDIA_S3_BUCKET: z.preprocess(emptyAsMissing, z.string().optional()),
  /** The store's region ("auto" for R2); unset: us-east-1. */
  MEDIA_S3_REGION: z.preprocess(emptyAsMissing, z.string().default("us-east-1")),
  /** Another S3-compatible store's address (MinIO, R2); unset: AWS S3 itself. */
  MEDIA_S3_ENDPOINT: z.preprocess(
    emptyAsMissing,
    z.url({ protocol: /^https?$/, error: "MEDIA_S3_ENDPOINT must be an http:// or https:// URL" }).optional(),
  ),
  /** Bucket in the path (http://host/bucket/key), as MinIO and most stand-ins want; default off. */
  MEDIA_S3_FORCE_PATH_STYLE: flag(false),
  /** The store's access key pair; unset: the SDK's own chain (instance role, AWS_* variables, profile). */
  MEDIA_S3_ACCESS_KEY_ID: z.preprocess(emptyAsMissing, z.string().optional()),
  MEDIA_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsMissing, z.string().optional()),
  /**
   * Hosts the photo fetcher may reach although they resolve to private, loopback or link-local
   * addresses (decision 055): comma-separated host names or addresses, each optionally with :port,
   * e.g. "127.0.0.1:4100,photos.internal". Unset: none.
   */
  MEDIA_FETCH_ALLOW_HOSTS: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter((entry) => entry !== ""),
      )
      .default([]),
  ),
  /** Milliseconds one photo download may take, start to last byte. */
  MEDIA_FETCH_TIMEOUT_MS: z.preprocess(emptyAsMissing, z.coerce.number().int().min(100).max(300_000).default(20_000)),
  /** The largest photo the fetcher takes, in bytes (default 25 MB). */
  MEDIA_FETCH_MAX_BYTES: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(25 * 1024 * 1024),
  ),
  /** Milliseconds before an outside report service counts as not answering. */
  PROVIDER_TIMEOUT_MS: z.preprocess(emptyAsMissing, z.coerce.number().int().min(100).max(60_000).default(10_000)),
});

/** Settings that are only wrong together: Stripe needs all three of its keys, from one mode. */
const consistentEnvSchema = envSchema.superRefine((value, context) => {
  if (value.SMS_PROVIDER === "http") {
    for (const name of ["SMS_API_URL", "SMS_API_KEY", "SMS_API_SECRET"] as const) {
      if (value[name] === undefined) {
        context.addIssue({ code: "custom", path: [name], message: `${name} is required when SMS_PROVIDER=http` });
      }
    }
  }
  if (value.MEDIA_STORAGE === "s3" && value.MEDIA_S3_BUCKET === undefined) {
    context.addIssue({
      code: "custom",
      path: ["MEDIA_S3_BUCKET"],
      message: "MEDIA_S3_BUCKET is required when MEDIA_STORAGE=s3",
    });
  }
  if ((value.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (value.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
    context.addIssue({
      code: "custom",
      path: ["MEDIA_S3_SECRET_ACCESS_KEY"],
      message: "MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are set together or not at all",
    });
  }
  if (value.PAYMENT_PROVIDER !== "stripe") return;
  const required = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  for (const name of required) {
    if (value[name] === undefined) {
      context.addIssue({ code: "custom", path: [name], message: `${name} is required when PAYMENT_PROVIDER=stripe` });
    }
  }
  const mode = (key: string | undefined) => (key === undefined ? undefined : /_(test|live)_/.exec(key)?.[1]);
  const secretMode = mode(value.STRIPE_SECRET_KEY);
  const publishableMode = mode(value.STRIPE_PUBLISHABLE_KEY);
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    context.addIssue({
      code: "custom",
      path: ["STRIPE_PUBLISHABLE_KEY"],
      message: `STRIPE_PUBLISHABLE_KEY is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
    });
  }
});

/** Demo mode as the environment settles it: DEMO_MODE when set, else on only without DATABASE_URL. */
const settledEnvSchema = consistentEnvSchema.transform((value) => ({
  ...value,
  DEMO_MODE: value.DEMO_MODE ?? value.DATABASE_URL === undefined,
}));

export type Env = z.output<typeof settledEnvSchema>;

/** Why demo mode is on or off, for the server's start log. */
export function demoModeReason(
  config: Pick<Env, "DEMO_MODE" | "DATABASE_URL">,
  source: Record<string, string | undefined> = process.env,
): string {
  const explicit = emptyAsMissing(source.DEMO_MODE) !== undefined;
  if (explicit) return `DEMO_MODE=${String(source.DEMO_MODE)}`;
  return config.DATABASE_URL === undefined
    ? "the embedded database and no DEMO_MODE: a demo"
    : "DATABASE_URL is set and DEMO_MODE is not: a deployment (DEMO_MODE=true turns demo mode on)";
}

/**
 * What stops a server (or the worker) at start, one sentence each: settings that parse but must not
 * run outside demo mode. The local card processor "takes" deposits that never reach a bank, so a
 * deployment that forgot PAYMENT_PROVIDER must not start at all.
 */
export function startRefusals(
  config: Pick<Env, "DEMO_MODE" | "PAYMENT_PROVIDER" | "STAFF_SECRET_KEY">,
  source: Record<string, string | undefined> = process.env,
): string[] {
  if (config.DEMO_MODE) return [];
  const refusals: string[] = [];
  if (config.PAYMENT_PROVIDER === "local") {
    const given = emptyAsMissing(source.PAYMENT_PROVIDER) === undefined ? "is not set" : "is local";
    refusals.push(
      `PAYMENT_PROVIDER ${given}: the local card processor takes test cards and no money, so it runs only in demo mode. ` +
        "Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, " +
        "or PAYMENT_PROVIDER=none to take no card payments (reserve and buy online hidden), or DEMO_MODE=true for a demo.",
    );
  }
  if (config.STAFF_SECRET_KEY === undefined) {
    refusals.push(
      "STAFF_SECRET_KEY is not set: the dealer console keeps TOTP secrets encrypted with it (decision 048). " +
        "Set it to 32 random bytes (openssl rand -base64 32), or DEMO_MODE=true for a demo.",
    );
  }
  return refusals;
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = settledEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, parsed on first use and then kept. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * LOG_LEVEL alone, read on every call and never throwing: the logger must still speak while the rest of
 * the environment is invalid (it may be reporting just that), and an invalid level means the default.
 */
export function logLevel(): Env["LOG_LEVEL"] {
  const parsed = logLevelSchema.safeParse(process.env.LOG_LEVEL);
  return parsed.success ? parsed.data : logLevelSchema.parse(undefined);
}
