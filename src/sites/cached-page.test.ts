import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rememberSitePolicy } from "@/platform/security/site-policies";
import { describeCachedPage, inlineHashesOf } from "./cached-page";
import { resolveSiteConfig } from "./resolve-config";
import { sitePolicy } from "./site-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

const page = [
  "<html><head>",
  '<script src="/_next/static/chunks/main.js" async nonce="N"></script>',
  '<script nonce="N">self.__next_f=self.__next_f||[]</script>',
  '<script nonce="N">self.__next_f.push([1,"a"])</script>',
  '<script nonce="N">self.__next_f.push([1,"a"])</script>',
  '<script type="application/ld+json" nonce="N">{"@type":"Car"}</script>',
  '<script type="module" nonce="N">import("/a.js")</script>',
  '<style nonce="N">.print{color:red}</style>',
  "</head><body></body></html>",
].join("");

describe("inlineHashesOf", () => {
  it("hashes each inline script the browser runs, once, and each inline style; not files or JSON-LD", () => {
    expect(inlineHashesOf(page)).toEqual({
      scripts: [sha("self.__next_f=self.__next_f||[]"), sha('self.__next_f.push([1,"a"])'), sha('import("/a.js")')],
      styles: [sha(".print{color:red}")],
    });
  });
});

describe("describeCachedPage", () => {
  it("files a page under its site, with a policy that lists its scripts by hash and has no nonce", () => {
    const config = resolveSiteConfig("default", {
      security: { frameAncestors: ["'self'", "https://group.example.com.au"] },
    });
    rememberSitePolicy(["cachetest"], sitePolicy("site-1", config));
    const described = describeCachedPage("cachetest.localhost:3000", page);
    expect(described?.siteId).toBe("site-1");
    const policy = described?.policy ?? "";
    // (Outside production the policy also allows eval, for React's debugging.)
    expect(directive(policy, "script-src")?.filter((source) => source !== "'unsafe-eval'")).toEqual([
      "'self'",
      sha("self.__next_f=self.__next_f||[]"),
      sha('self.__next_f.push([1,"a"])'),
      sha('import("/a.js")'),
    ]);
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("strict-dynamic");
    expect(directive(policy, "style-src")).toContain(sha(".print{color:red}"));
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'", "https://group.example.com.au"]);
  });

  it("keeps out the pages of a site whose tag manager loads scripts from hosts no policy lists", () => {
    const config = resolveSiteConfig("default", { analytics: { gtmId: "GTM-ABCD123" } });
    rememberSitePolicy(["cachetags"], sitePolicy("site-2", config));
    expect(describeCachedPage("cachetags.localhost", page)).toBeNull();
  });

  it("keeps out every page of a paused site (its holding page, decision 049)", () => {
    rememberSitePolicy(["cachepaused"], sitePolicy("site-3", resolveSiteConfig("default", {}), "paused"));
    expect(describeCachedPage("cachepaused.localhost", page)).toBeNull();
  });

  it("keeps out a page of a host that is no site this process has loaded", () => {
    expect(describeCachedPage("localhost:3000", page)).toBeNull();
    expect(describeCachedPage("never-loaded.localhost", page)).toBeNull();
  });
});
