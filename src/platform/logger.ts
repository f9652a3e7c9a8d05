// Structured one-line JSON logs on stdout/stderr; the level comes from LOG_LEVEL. Every line written
// while a request is handled carries its `requestId` (an AsyncLocalStorage context entered by the
// route wrappers, see runWithRequestContext), and no line carries personal data: fields and text
// go through log-redaction.ts first.

import { AsyncLocalStorage } from "node:async_hooks";
import { logLevel } from "./env";
import { redactFields, redactText } from "./log-redaction";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

export type RequestContext = { requestId: string };

// On globalThis, so every copy of this module in the server's bundles shares one context.
const storageKey = Symbol.for("dealer-platform.request-context");
type GlobalWithStorage = typeof globalThis & { [storageKey]?: AsyncLocalStorage<RequestContext> };
function storage(): AsyncLocalStorage<RequestContext> {
  const holder: GlobalWithStorage = globalThis;
  holder[storageKey] ??= new AsyncLocalStorage<RequestContext>();
  return holder[storageKey];
}

/** Runs `fn` as part of a request: every log line inside it, awaited work included, names the request. */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage().run(context, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[logLevel()]) return;
  const requestId = currentRequestId();
  const safeFields = fields === undefined ? {} : (redactFields(fields) as Record<string, unknown>);
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    ...(requestId === undefined ? {} : { requestId }),
    message: redactText(message),
    ...safeFields,
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
