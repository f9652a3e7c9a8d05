import { describe, expect, it } from "vitest";
import { deferPageScripts, deferredScriptType } from "../../server/deferred-scripts.mjs";
import { inlineHashesOf } from "@/sites/cached-page";

// A kept page's scripts wait for its first picture to paint (decision 058): Next's async chunk tags
// become placeholders the browser neither fetches nor runs, and one loader first in the head starts
// them. What a browser does with the result is in tests/e2e/page-cache.spec.ts.

const page = [
  '<!DOCTYPE html><html lang="en-AU"><head>',
  '<meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0uym.css" nonce="n1" data-precedence="next"/>',
  '<script src="/_next/static/chunks/388g.js" async="" nonce="n1"></script>',
  '<script src="/_next/static/chunks/turbopack-077h.js" async="" nonce="n1"></script>',
  '<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="n1"></script>',
  '<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script>',
  "</head><body><main>Cars</main>",
  '<script nonce="n1">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/14v0.js" nonce="n1" async=""></script>',
  "</body></html>",
].join("");

describe("deferPageScripts", () => {
  const deferred = deferPageScripts(page);

  it("turns every async chunk script into a placeholder in the same place, order kept", () => {
    const placeholders = [...deferred.matchAll(/<script type="([^"]+)" data-src="([^"]+)"><\/script>/g)];
    expect(placeholders.map(([, type]) => type)).toEqual([deferredScriptType, deferredScriptType, deferredScriptType]);
    expect(placeholders.map(([, , src]) => src)).toEqual([
      "/_next/static/chunks/388g.js",
      "/_next/static/chunks/turbopack-077h.js",
      "/_next/static/chunks/14v0.js",
    ]);
    expect(deferred).not.toContain('<script src="/_next/static/chunks/388g.js"');
    expect(deferred).toContain("<main>Cars</main>");
  });

  it("leaves the legacy browsers' noModule script, other hosts' scripts and inline scripts as written", () => {
    expect(deferred).toContain('<script src="/_next/static/chunks/0cz1.js" noModule="" nonce="n1"></script>');
    expect(deferred).toContain('<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async=""></script>');
    expect(deferred).toContain('<script nonce="n1">(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it("puts the loader first in the head, where the kept page's policy lists it by hash", () => {
    const loader = /<head><script>([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";
    expect(loader).toContain('img[fetchpriority="high"]');
    expect(loader).toContain(deferredScriptType);
    const original = inlineHashesOf(page).scripts;
    const hashes = inlineHashesOf(deferred).scripts;
    // One more inline script to allow (the loader); the placeholders are data, not scripts.
    expect(hashes).toHaveLength(original.length + 1);
    expect(hashes).toEqual(expect.arrayContaining(original));
  });

  it("keeps a script's integrity and CORS mode on its placeholder, for the loader to copy", () => {
    const withIntegrity = deferPageScripts(
      '<html><head><script src="/_next/static/chunks/a.js" integrity="sha384-abc" crossorigin="anonymous" async=""></script></head></html>',
    );
    expect(withIntegrity).toContain(
      `<script type="${deferredScriptType}" data-src="/_next/static/chunks/a.js" data-integrity="sha384-abc" data-crossorigin="anonymous"></script>`,
    );
  });

  it("returns a page without chunk scripts, or without a head, as it was", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body>Hello</body></html>";
    expect(deferPageScripts(plain)).toBe(plain);
    const headless = '<html><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(deferPageScripts(headless)).toBe(headless);
  });
});
