import Script from "next/script";
import { analyticsScripts, type AnalyticsIds } from "@/sites/analytics-scripts";

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
