import { Section } from "@/ui/section";
import type { CarDocument } from "@/cars/car";
import { ContactLocations, PrimaryLocationSummary, SiteReviews } from "@/locations/contact-locations";
import type { Location } from "@/locations/queries";
import type { RouteSearchParams } from "@/platform/route-params";
import { toUrlSearchParams } from "@/platform/route-params";
import type { Site } from "@/sites/get-site";
import { getStockIndex } from "@/stock/stock-index";
import type { FormExtras } from "../components/lead-form";
import { LeadForm } from "../components/lead-form-on-demand";
import { SuccessPanel } from "../components/success-panel";
import { financePrefill } from "../finance-prefill";
import type { LeadCar } from "../payload";
import { getLeadFormContext } from "../server/form-context";
import { getSentLead } from "../server/sent-lead";

// The lead pages' content; the routes under src/app/[site]/ only find the site and render these.

const pageClass = "mx-auto max-w-7xl px-4 py-10";
const maxCarOptions = 300;

/** Only what a lead form uses of a car crosses to the browser. */
export function leadCar(document: CarDocument): LeadCar {
  return {
    id: document.id,
    slug: document.slug,
    stocknum: document.stocknum,
    name: document.name,
    year: document.year,
    make: document.make,
    model: document.model,
    badge: document.badge,
    body: document.body,
    car_type: document.car_type,
    status: document.status,
    tag: document.tag,
    price: document.price,
    dealership_id: document.dealership_id,
    dealership_slug: document.dealership_slug,
    location_id: document.location_id,
  };
}

async function findCar(site: Site, idOrSlug: string | null): Promise<CarDocument | null> {
  if (!idOrSlug) return null;
  const { documents } = await getStockIndex(site);
  return documents.find((document) => document.id === idOrSlug || document.slug === idOrSlug) ?? null;
}

export async function ContactPage({ site, title = "Contact Us" }: { site: Site; title?: string }) {
  const context = await getLeadFormContext(site);
  const layout = site.config.contact.pageLayout;
  const form = (
    <Section titleId="contact-form-heading" title="Send us an enquiry" size="lg">
      <LeadForm context={context} formType="enquiry" submitLabel="Send Enquiry" />
    </Section>
  );
  // The single layout's location section carries the reviews badge; the list beside the form does not repeat it.
  const locations = <ContactLocations site={site} withMap={layout === "map-left"} withBadge={layout !== "single"} />;
  return (
    <div className={pageClass} data-layout={layout}>
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {layout === "single" ? (
        <div className="mb-10">
          <PrimaryLocationSummary site={site} />
        </div>
      ) : null}
      {layout === "map-left" ? (
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          {locations}
          {form}
        </div>
      ) : (
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          {form}
          {locations}
        </div>
      )}
      <div className="mt-10">
        <SiteReviews site={site} />
      </div>
    </div>
  );
}

const serviceExtras: FormExtras = {
  checksLegend: "What does your car need?",
  checks: [
    { label: "Logbook service" },
    { label: "Tyres" },
    { label: "Brakes" },
    { label: "Wheel alignment" },
    { label: "Air conditioning" },
    { label: "Other repairs" },
  ],
  radios: [{ name: "Loan car required", label: "Do you need a loan car?", options: ["Yes", "No"] }],
};

export async function ServicePage({ site }: { site: Site }) {
  const context = await getLeadFormContext(site);
  return (
    <div className={`${pageClass} max-w-3xl`}>
      <h1 className="mb-2 text-3xl font-bold">Book a Service</h1>
      <p className="mb-6 text-muted">
        Tell us about your car and what it needs, and our service team will call you to confirm a time.
      </p>
      <LeadForm context={context} formType="service" extras={serviceExtras} submitLabel="Request Service Booking" />
    </div>
  );
}

/** The careers page's form, under the dealer's own text: a job seeker's enquiry (sent as a general enquiry). */
export async function CareersEnquiry({ site }: { site: Site }) {
  const context = await getLeadFormContext(site);
  return (
    <Section titleId="careers-form-heading" title="Ask about working with us" size="lg">
      <p className="mb-6 text-muted">
        Tell us which role interests you, or about yourself if you would like to hear when one opens, and we will be in
        touch.
      </p>
      <LeadForm context={context} formType="careers" submitLabel="Send Careers Enquiry" />
    </Section>
  );
}

export async function FinanceApplicationPage({
  site,
  searchParams,
  title,
}: {
  site: Site;
  searchParams: RouteSearchParams;
  title: string;
}) {
  const context = await getLeadFormContext(site);
  const prefill = financePrefill(
    toUrlSearchParams(searchParams),
    context.dealerships.map((dealership) => dealership.slug),
  );
  const car = await findCar(site, prefill.carId);
  return (
    <div className={`${pageClass} max-w-3xl`}>
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-muted">
        Tell us about the car and the budget you have in mind, and our finance team will come back to you with options
        that suit. There is no obligation.
      </p>
      <LeadForm
        id="finance-form"
        context={context}
        formType="finance"
        car={car ? leadCar(car) : null}
        initialValues={prefill.values}
        submitLabel="Send Finance Application"
      />
    </div>
  );
}

export async function TestDrivePage({ site, searchParams }: { site: Site; searchParams: RouteSearchParams }) {
  const params = toUrlSearchParams(searchParams);
  const [context, car] = await Promise.all([getLeadFormContext(site), findCar(site, params.get("car_id"))]);
  const options = car
    ? undefined
    : (await getStockIndex(site)).documents
        .filter((document) => document.status === "in_stock")
        .slice(0, maxCarOptions)
        .map(leadCar)
        .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className={`${pageClass} max-w-3xl`}>
      <h1 className="mb-2 text-3xl font-bold">Book a Test Drive</h1>
      <p className="mb-6 text-muted">Choose a car and a time that suits you, and we will have it ready.</p>
      <LeadForm
        context={context}
        formType="test-drive"
        car={car ? leadCar(car) : null}
        carOptions={options}
        submitLabel="Book Test Drive"
      />
    </div>
  );
}

/** /success: the lead just sent (its id in `?lead=`), or a neutral page when nothing was. */
export async function SuccessPage({ site, leadId }: { site: Site; leadId: string | null }) {
  const lead = await getSentLead(site, leadId);
  return (
    <div className={`${pageClass} max-w-3xl`}>
      <SuccessPanel lead={lead} />
    </div>
  );
}

/** The enquiry form of a location's page: the enquiry goes to that location. */
export async function LocationEnquiry({ site, location }: { site: Site; location: Location }) {
  const context = await getLeadFormContext(site);
  return (
    <LeadForm
      context={context}
      formType="enquiry"
      initialValues={{ location: location.id, dealership_slug: location.dealershipSlug }}
      submitLabel="Send Enquiry"
    />
  );
}
