import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  cdnOrigin,
  consoleContentSecurityPolicy,
  contentSecurityPolicy,
  newNonce,
  toastStyleHashes,
  type PolicyOptions,
} from "./content-security-policy";

const base: PolicyOptions = {
  nonce: "abc123==",
  production: true,
  frameAncestors: ["'self'"],
  analytics: false,
  stripe: false,
  imageCdnOrigin: null,
};

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("runs only scripts with the nonce, and never eval in production", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(contentSecurityPolicy({ ...base, production: false })).toContain("'unsafe-eval'");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toContain("googletagmanager");
    expect(policy).not.toContain("stripe");
  });

  it("lets the site's configured origins frame it", () => {
    const policy = contentSecurityPolicy({ ...base, frameAncestors: ["'self'", "https://www.dealer-group.com.au"] });
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'", "https://www.dealer-group.com.au"]);
    expect(directive(contentSecurityPolicy({ ...base, frameAncestors: [] }), "frame-ancestors")).toEqual(["'self'"]);
  });

  it("allows Stripe, analytics and the image CDN only when they are used", () => {
    const policy = contentSecurityPolicy({
      ...base,
      stripe: true,
      analytics: true,
      imageCdnOrigin: cdnOrigin("https://cdn.example.com/{src}?w={width}"),
    });
    expect(directive(policy, "script-src")).toContain("https://js.stripe.com");
    expect(directive(policy, "frame-src")).toContain("https://js.stripe.com");
    expect(directive(policy, "connect-src")).toContain("https://api.stripe.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "img-src")).toContain("https://cdn.example.com");
  });

  it("makes a new random nonce each time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("consoleContentSecurityPolicy", () => {
  it("runs the console's own nonced scripts only, embeds nothing and is never framed", () => {
    const policy = consoleContentSecurityPolicy({ nonce: "abc123==", production: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(policy).not.toMatch(/stripe|google|youtube/i);
  });
});

describe("toastStyleHashes", () => {
  it("match the stylesheet the installed sonner injects, and the empty element before it", () => {
    const bundle = readFileSync(
      createRequire(import.meta.url)
        .resolve("sonner")
        .replace(/index\.js$/, "index.mjs"),
      "utf8",
    );
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundle)?.[1];
    expect(literal).toBeTruthy();
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(toastStyleHashes).toEqual([hash(JSON.parse(literal ?? '""') as string), hash("")]);
  });
});
