import { Link } from "@/ui/link";
import { SiteLink } from "@/ui/site-link";
import { formatAbn } from "@/platform/abn";
import type { Site } from "@/sites/get-site";
import { listLocations } from "@/locations/queries";
import { PhoneLink } from "@/locations/phone-link";
import { listModelsInStock } from "@/stock/queries";
import { modelSearchPath } from "@/stock/search-urls";
import { withFeatureLinks } from "./footer-feature-links";
import { PaymentsAccepted } from "./payment-marks";

const modelsGroupLimit = 8;

export async function SiteFooter({ site }: { site: Site }) {
  const { footer, social, contact, identity } = site.config;
  const [locations, models] = await Promise.all([listLocations(site), listModelsInStock(site)]);

  // A group configured with no links is filled from the stock: the dealer's current models.
  const groups = footer.groups.map((group) =>
    group.links.length > 0
      ? group
      : {
          ...group,
          links: [...models]
            .sort((a, b) => b.count - a.count)
            .slice(0, modelsGroupLimit)
            .map((entry) => ({
              label: `${entry.make} ${entry.model}`,
              href: modelSearchPath(entry.make, entry.model),
            })),
        },
  );
  const withFeatures = withFeatureLinks(groups, site.config.features);
  const socialLinks = Object.entries(social).filter((entry): entry is [string, string] => typeof entry[1] === "string");

  return (
    <footer className="mt-16 bg-primary text-primary-contrast" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {withFeatures.map((group) => (
          <section key={group.title}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{group.title}</h2>
            <ul className="space-y-1 text-sm opacity-90">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className="hover:underline">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {footer.showDealershipGroup ? (
          <section data-testid="footer-locations">
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wide">{site.name}</h2>
            <ul className="space-y-3 text-sm opacity-90">
              {locations.slice(0, 6).map((location) => (
                <li key={location.id}>
                  <div className="font-semibold">{location.name}</div>
                  <div>
                    {location.address.street}, {location.address.city} {location.address.state}{" "}
                    {location.address.postcode}
                  </div>
                  <PhoneLink phone={location.phone} masked={contact.maskPhone} className="hover:underline" />
                </li>
              ))}
              {locations.length > 6 ? (
                <li>
                  <Link href="/contact-us" className="underline">
                    All {locations.length} locations
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="border-t border-white/20">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs opacity-90 md:flex-row md:items-center md:justify-between">
          {footer.showPaymentsAccepted ? <PaymentsAccepted methods={footer.paymentsAccepted} /> : null}
          {socialLinks.length > 0 ? (
            <ul aria-label="Social media" className="flex gap-3">
              {socialLinks.map(([network, href]) => (
                <li key={network}>
                  <a href={href} rel="noopener noreferrer" className="capitalize hover:underline">
                    {network}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            {footer.copyrightText ?? `© ${new Date().getFullYear()} ${site.name}. All rights reserved.`}
            {identity.dealerLicence ? (
              <span data-testid="dealer-licence"> Dealer Licence {identity.dealerLicence}</span>
            ) : null}
            {identity.abn ? (
              <span data-testid="dealer-abn">
                {" "}
                {identity.legalName ?? site.name} ABN {formatAbn(identity.abn)}
              </span>
            ) : null}
          </p>
        </div>
        {footer.disclaimer ? (
          <p className="mx-auto max-w-7xl px-4 pb-6 text-xs opacity-75">{footer.disclaimer}</p>
        ) : null}
      </div>
    </footer>
  );
}
