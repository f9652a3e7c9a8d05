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
    <section aria-labelledby="protect-title" data-testid="protect-your-car">
      <h2 id="protect-title" className="mb-3 text-xl font-bold">
        Protect Your {carNoun}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {products.map((product) => (
          <li key={product.title} className="rounded-site bg-surface-alt p-3">
            <p className="font-semibold">{product.title}</p>
            <p className="text-sm text-muted">{product.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
