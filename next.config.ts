import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The container image (Dockerfile) builds with NEXT_OUTPUT=standalone: a self-contained server.js
  // with only the node_modules it needs. `npm start` and the tests keep the ordinary build and
  // `next start`, which does not serve a standalone build.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const } : {}),
  // PGlite ships WebAssembly and data files, pdfkit its font metrics and resvg a native binary: each
  // must be loaded from node_modules, not bundled. Stripe's SDK is large and server-only: loaded as it is.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pdfkit", "@resvg/resvg-js", "stripe"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Pictures go through src/platform/media/image-loader.ts: as they are, or via the dealer's image CDN
  // (NEXT_PUBLIC_IMAGE_CDN). Never through the Next server's own optimiser.
  images: {
    loader: "custom",
    loaderFile: "./src/platform/media/image-loader.ts",
    qualities: [75, 80],
  },
  typedRoutes: false,
};

export default nextConfig;
