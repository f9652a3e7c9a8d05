/** The dealer's reasons to buy from them; nothing when the site lists none. */
export function WhyBuyFromUs({ points }: { points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <section aria-labelledby="why-buy-title" data-testid="why-buy-from-us">
      <h2 id="why-buy-title" className="mb-3 text-xl font-bold">
        Why Buy From Us?
      </h2>
      <ul className="grid list-disc gap-1 pl-5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
