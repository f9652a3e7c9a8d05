import Script from "next/script";
import type { SiteConfig } from "@/sites/config-schema";

type AnalyticsIds = Pick<SiteConfig["analytics"], "gaId" | "gtmId">;

/** One script the page loads: a file from the tag host, or an inline snippet. */
export type AnalyticsScript = { id: string; src?: string; inline?: string };

/**
 * The dealer's Google Tag Manager container and GA4 tag, each only when its id is set (no demo site
 * sets one, so nothing reaches Google in development or tests). Both read `window.dataLayer`, where
 * `trackEvent` (src/platform/analytics.ts) puts the site's events. The ids are validated by the config
 * schema; they are still written as JSON strings, never spliced raw into code.
 */
export function analyticsScripts({ gaId, gtmId }: AnalyticsIds): AnalyticsScript[] {
  const scripts: AnalyticsScript[] = [];
  if (gtmId) {
    scripts.push({
      id: "gtm",
      inline:
        "(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});" +
        "var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;" +
        "j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})" +
        `(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`,
    });
  }
  if (gaId) {
    scripts.push({ id: "ga-loader", src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}` });
    scripts.push({
      id: "ga-config",
      inline:
        "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}" +
        `gtag('js',new Date());gtag('config',${JSON.stringify(gaId)});`,
    });
  }
  return scripts;
}

export function AnalyticsTags({ analytics, nonce }: { analytics: AnalyticsIds; nonce?: string | undefined }) {
  return analyticsScripts(analytics).map((script) =>
    script.src ? (
      <Script key={script.id} id={script.id} src={script.src} strategy="afterInteractive" nonce={nonce} />
    ) : (
      <Script key={script.id} id={script.id} strategy="afterInteractive" nonce={nonce}>
        {script.inline}
      </Script>
    ),
  );
}
