import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";
import { ButtonLink } from "@/ui/button";

/**
 * The Reserve Online block of every site that takes reservations, when this car can be reserved:
 * the deposit's terms from the site's config and the button to reserve.
 */
export function ReserveOnline({ href, config }: { href: string; config: SiteConfig }) {
  const { checkout } = config;
  return (
    <section
      aria-labelledby="reserve-title"
      className="rounded-site border border-border p-4"
      data-testid="reserve-online"
    >
      <h2 id="reserve-title" className="mb-2 text-xl font-bold">
        Reserve Online
      </h2>
      <p>{checkout.depositText}</p>
      <ul className="my-3 grid gap-2 text-center text-sm font-semibold sm:grid-cols-3">
        <li className="rounded-site bg-surface-alt p-2">{formatMoney(checkout.depositAmount)} deposit</li>
        <li className="rounded-site bg-surface-alt p-2">Held for {checkout.holdHours} hours</li>
        <li className="rounded-site bg-surface-alt p-2">{checkout.refundableText}</li>
      </ul>
      <ButtonLink href={href} block className="sm:inline-flex sm:w-auto">
        {config.labels.reserveButton}
      </ButtonLink>
    </section>
  );
}
