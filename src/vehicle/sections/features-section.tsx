function FeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

/** The car's standard equipment, the first `limit` items open and the rest behind Show more. */
export function FeaturesSection({ features, limit }: { features: readonly string[]; limit: number }) {
  if (features.length === 0) return null;
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="mb-3 text-xl font-bold">
        Features
      </h2>
      <FeatureList features={features.slice(0, limit)} className="grid list-disc gap-1 pl-5 sm:grid-cols-2" />
      {features.length > limit ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-primary">Show more</summary>
          <FeatureList features={features.slice(limit)} className="mt-2 grid list-disc gap-1 pl-5 sm:grid-cols-2" />
        </details>
      ) : null}
    </section>
  );
}
