import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { siteRequest } from "./support/site-request";

// Every page template of two demo sites (a dealer group's and a single dealer's) passes html-validate's
// recommended rules (issue 28): markup a validator or a screen reader trips on (a second <main>, an
// aria-label where it is not announced) fails here before it ships. Pages are fetched as a browser on
// the site's host would, and one page of each kind (its first path segment and depth) is validated,
// reached from the home page's links two deep. (Not the 404 page: Next sends a page whose content
// calls notFound() as its own error document, `<html id="__next_error__">` without the root layout's
// lang, and draws the site's not-found page in the browser; that is Next's markup, not a template's.)
// Every <img> in them has its width and height.

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // How React writes markup, all of it valid HTML: attribute names as React spells them (charSet,
    // fetchPriority), boolean and empty attributes with a value (async="", hidden=""), and useId's ids
    // ("_R_…", which HTML allows: an id must only be non-empty and without spaces).
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "valid-id": "off",
    // React closes void elements itself (<meta/>, <img/>), which HTML allows.
    "void-style": "off",
    // The theme's colours and an image's aspect ratio are inline styles, allowed by the page's CSP
    // (its style-src); the rule is a house style, not an error.
    "no-inline-style": "off",
    // A group of checkboxes shares its name (the search's makes and bodies), as HTML intends.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // A list may have a name (ARIA's list role takes one from aria-label); an element whose role
    // forbids a name (<s>, <span>…) still may not.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Phone numbers are shown as the dealer writes them, with ordinary spaces: a typographic choice,
    // not markup.
    "tel-non-breaking": "off",
  },
});

const sites = ["harbourside", "redgum"];
const maxDepth = 2;

function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/_next/")) continue;
    links.add(raw.replace(/#.*$/, ""));
  }
  return [...links].filter((link) => link !== "");
}

/**
 * Every <img> carries its width and height, so the browser reserves its frame before a byte of it
 * arrives and nothing below shifts when it does (decision 055); html-validate has no rule for it.
 */
function imagesWithoutSize(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
    .map((tag) => tag.slice(0, 160));
}

/** A page's template, near enough: its first path segment and how deep it is. */
function kindOf(path: string): string {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  return `${segments[0] ?? ""}/${segments.length}`;
}

for (const slug of sites) {
  test(`${slug}: every template's markup passes html-validate`, async () => {
    test.setTimeout(300_000);
    const pages = new Map<string, { path: string; html: string }>();
    const seen = new Set<string>(["/"]);
    let queue = ["/"];
    for (let depth = 0; depth <= maxDepth && queue.length > 0; depth += 1) {
      const next: string[] = [];
      for (const path of queue) {
        const kind = kindOf(path);
        if (pages.has(kind)) continue;
        const answer = await siteRequest(slug, path);
        if (answer.status !== 200 || typeof answer.body !== "string" || !answer.body.startsWith("<!DOCTYPE")) continue;
        pages.set(kind, { path, html: answer.body });
        for (const link of internalLinks(answer.body)) {
          if (seen.has(link)) continue;
          seen.add(link);
          next.push(link);
        }
      }
      queue = next;
    }
    // A page no link reaches: a reservation's confirmation (here for a reservation it does not know).
    const car = pages.get("cars/2")?.path;
    expect(car, `a vehicle page on ${slug}`).toBeDefined();
    for (const path of [`${car}/checkout/confirmation?reservation=00000000-0000-4000-8000-000000000000`]) {
      const answer = await siteRequest(slug, path);
      if (typeof answer.body === "string") pages.set(path, { path, html: answer.body });
    }
    expect(pages.size, `templates reached on ${slug}`).toBeGreaterThan(12);

    const problems: string[] = [];
    for (const { path, html } of pages.values()) {
      for (const image of imagesWithoutSize(html)) problems.push(`${path}: <img> without width and height: ${image}`);
      const report = await validator.validateString(html, path);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`${path}: ${message.ruleId}: ${message.message} (${message.selector ?? "?"})`);
        }
      }
    }
    expect(problems, `html-validate on ${slug}: ${[...pages.values()].map((page) => page.path).join(" ")}`).toEqual([]);
  });
}
