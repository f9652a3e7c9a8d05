import { Section } from "@/ui/section";
/** The dealer's reasons to buy from them; nothing when the site lists none. */
export function WhyBuyFromUs({ points }: { points: readonly string[] }) {
  if (points.length === 0) return null;
  return (
    <Section titleId="why-buy-title" title="Why Buy From Us?" data-testid="why-buy-from-us">
      <ul className="grid list-disc gap-1 pl-5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Section>
  );
}
