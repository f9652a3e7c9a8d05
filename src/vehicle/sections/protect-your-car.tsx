import { Section } from "@/ui/section";
import { cardClass } from "@/ui/card";
/** The protection products the dealer offers with a car; nothing when the site lists none. */
export function ProtectYourCar({
  products,
  carNoun,
}: {
  products: readonly { title: string; description: string }[];
  carNoun: string;
}) {
  if (products.length === 0) return null;
  return (
    <Section titleId="protect-title" title={`Protect Your ${carNoun}`} data-testid="protect-your-car">
      <ul className="grid gap-3 sm:grid-cols-2">
        {products.map((product) => (
          <li key={product.title} className={cardClass({ tone: "tinted", padding: "sm" })}>
            <p className="font-semibold">{product.title}</p>
            <p className="text-sm text-muted">{product.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
