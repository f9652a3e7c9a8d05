import { MoreContent } from "@/ui/show-more";

function FeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

/** The car's standard equipment, the first `limit` items open and the rest behind Show More. */
export function FeaturesSection({ features, limit }: { features: readonly string[]; limit: number }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="mb-3 text-xl font-bold">
        Features
      </h2>
      <FeatureList features={features.slice(0, limit)} className="grid list-disc gap-1 pl-5 sm:grid-cols-2" />
      {features.length > limit ? (
        <MoreContent>
          <FeatureList features={features.slice(limit)} className="mt-1 grid list-disc gap-1 pl-5 sm:grid-cols-2" />
        </MoreContent>
      ) : null}
    </section>
  );
}
