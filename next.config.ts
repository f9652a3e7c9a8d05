import type { NextConfig } from "next";
import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";

const nextConfig: NextConfig = {
  // The container image (Dockerfile) builds with NEXT_OUTPUT=standalone: a self-contained server.js
  // with only the node_modules it needs. `npm start` and the tests keep the ordinary build and
  // `next start`, which does not serve a standalone build.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  // PGlite ships WebAssembly and data files, pdfkit its font metrics and resvg a native binary: each
  // must be loaded from node_modules, not bundled. Stripe's SDK is large and server-only: loaded as it is,
  // as is date-holidays with its world of holiday rules (the console's public holidays, decision 052).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pdfkit", "@resvg/resvg-js", "stripe", "date-holidays"],
  poweredByHeader: false,
  // The page cache renders the pages it keeps as this "bot" (server/page-cache.mjs): one body goes to
  // every visitor, crawlers and link previews included, so its title, description and canonical must
  // be in <head>, not streamed into the body as Next does for browsers (decision 027).
  htmlLimitedBots: new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|dealer-platform-page-cache`, "i"),
  reactStrictMode: true,
  // Pictures go through the dealer's image CDN (NEXT_PUBLIC_IMAGE_CDN, read at build time like every
  // NEXT_PUBLIC_ variable) via src/platform/media/image-loader.ts, resized per srcset width. Without a
  // CDN they are served as they are: a srcset would list the same address ten times on every picture
  // (about 450 bytes each, 10 KB of a search page). Never through the Next server's own optimiser.
  images: process.env.NEXT_PUBLIC_IMAGE_CDN
    ? { loader: "custom", loaderFile: "./src/platform/media/image-loader.ts", qualities: [75, 80] }
    : { unoptimized: true },
  typedRoutes: false,
  // A car's photos are uploaded in the console through a server action, every file of a drop in one
  // send (src/console/stock/components/car-photos.tsx checks at most 60 MB: ten 5 MB camera photos and
  // then some). Next's limit of 1 MB on an action's body, and the 10 MB the proxy (src/proxy.ts) reads
  // of a request it rewrites, would cut them off; both allow 64 MB, the form's own bytes included.
  // Every other action's body is a form of text, far below either.
  experimental: {
    serverActions: { bodySizeLimit: "64mb" },
    proxyClientMaxBodySize: "64mb",
  },
  // Pages get their Content-Security-Policy, with a nonce, from src/proxy.ts; everything the proxy
  // does not see (the paths its matcher leaves out) gets this one: it loads nothing, and only the
  // site's own pages may frame it (decision 024; the same string as resourcePolicy in
  // src/platform/security/content-security-policy.ts). The other security headers are set on every
  // response by server/web-server.mjs.
  headers() {
    const policy = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'self'" }];
    return Promise.resolve(
      ["/api/:path*", "/media/:path*", "/_next/:path*", "/body/:path*", "/favicon.ico"].map((source) => ({
        source,
        headers: policy,
      })),
    );
  },
};

export default nextConfig;
