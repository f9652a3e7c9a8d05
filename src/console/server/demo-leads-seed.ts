import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships, leadNotes, leadOutbox, leads, locations, sites, staffAccounts } from "@/platform/db/schema";
import { demoStaff } from "../demo-staff";

// Demo mode's leads (decision 044): a few hundred over the last 90 days on the demo sites, in every
// state of the console's workflow, some assigned to the demo manager and salesperson, some with notes
// and some with a CRM delivery that failed, so the inbox and the dashboard show something real. The
// same seed gives the same leads; each has an idempotency key `demo-lead-{site}-{n}`, so a restart
// adds none. Delivery rows are only `sent` or `dead`: the worker sends none of them anywhere.
// Takes the platform's handle (every demo site's rows).

/** Leads per demo site. */
export const demoLeadsPerSite = 60;
export const demoLeadSites = ["harbourside", "redgum", "coastal-rv", "bayside", "southern-cross"] as const;
export const demoLeadKeyPrefix = "demo-lead-";

const firstNames = ["Olivia", "Jack", "Charlotte", "Noah", "Amelia", "William", "Isla", "Oliver", "Mia", "Lucas"];
const lastNames = ["Nguyen", "Smith", "Williams", "Brown", "Wilson", "Taylor", "Singh", "Kelly", "Murphy", "Chen"];
const lostReasons = ["Bought elsewhere", "Finance declined", "No response", "Price too high", "Changed their mind"];
const noteTexts = [
  "Left a voicemail; will try again after 5pm.",
  "Keen on the car, wants to bring their partner on Saturday.",
  "Asked about the trade-in on their 2014 Corolla.",
  "Sent the finance options by e-mail.",
];
const kinds = [
  { formType: "vehicle-enquiry", category: "Vehicle Enquiry", car: true },
  { formType: "vehicle-enquiry", category: "Vehicle Enquiry", car: true },
  { formType: "test-drive", category: "Test Drive", car: true },
  { formType: "request-photos", category: "Request Photos", car: true },
  { formType: "finance", category: "Finance Enquiry", car: true },
  { formType: "enquiry", category: "General Enquiry", car: false },
  { formType: "service", category: "Service", car: false },
  { formType: "valuation-request", category: "Trade-In Valuation Request", car: false },
  { formType: "online-purchase", category: "Online Purchase", car: true },
  { formType: "spin-to-win", category: "Spin to Win Prize", car: false },
  { formType: "online-payment", category: "Online Payment Received", car: false },
] as const;
const statuses = ["new", "new", "new", "contacted", "contacted", "appointment", "sold", "lost", "lost"] as const;

/** mulberry32: a small seeded generator, so the demo's leads are the same on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = 24 * 60 * 60_000;

/** Makes the demo's leads that are missing; answers how many it made. */
export async function ensureDemoLeads(db: Db, now: Date = new Date()): Promise<number> {
  const staffRows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(
      inArray(
        staffAccounts.email,
        demoStaff.map((member) => member.email),
      ),
    );
  const staffId = (role: string) => {
    const email = demoStaff.find((member) => member.role === role)?.email;
    return staffRows.find((row) => row.email === email)?.id ?? null;
  };
  const demoAssignees: Record<string, string | null> = {
    "harbourside/harbourside-motors": staffId("manager"),
    "redgum/redgum-used-cars": staffId("salesperson"),
  };
  let made = 0;
  const siteRows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(inArray(sites.slug, [...demoLeadSites]));
  for (const site of siteRows) {
    const [existing] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, `${demoLeadKeyPrefix}${site.slug}-0`)))
      .limit(1);
    if (existing) continue;
    const siteDealerships = await db
      .select({ id: dealerships.id, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.siteId, site.id))
      .orderBy(asc(dealerships.slug));
    const siteCars = await db
      .select({
        id: cars.id,
        dealershipId: cars.dealershipId,
        stocknum: cars.stocknum,
        name: cars.name,
        make: cars.make,
        model: cars.model,
        year: cars.year,
      })
      .from(cars)
      .where(eq(cars.siteId, site.id))
      .orderBy(asc(cars.stocknum))
      .limit(40);
    const [location] = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.siteId, site.id))
      .orderBy(asc(locations.name))
      .limit(1);
    if (siteDealerships.length === 0) continue;
    const random = seededRandom([...site.slug].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const leadRows: (typeof leads.$inferInsert)[] = [];
    for (let n = 0; n < demoLeadsPerSite; n += 1) {
      const kind = pick(kinds);
      const car = kind.car && siteCars.length > 0 ? pick(siteCars) : null;
      const dealership = car
        ? (siteDealerships.find((row) => row.id === car.dealershipId) ?? siteDealerships[0])
        : pick(siteDealerships);
      if (!dealership) continue;
      // Older leads are further along: most of the last week's are still new.
      const createdAt = new Date(now.getTime() - random() * 90 * day);
      const ageDays = (now.getTime() - createdAt.getTime()) / day;
      const status = ageDays < 3 ? "new" : pick(statuses);
      const first = pick(firstNames);
      const last = pick(lastNames);
      const phone = `0400 555 ${String(100 + Math.floor(random() * 900))}`;
      const assignable = demoAssignees[`${site.slug}/${dealership.slug}`] ?? null;
      const assignedStaffId = assignable && (status !== "new" || random() < 0.3) && random() < 0.7 ? assignable : null;
      leadRows.push({
        siteId: site.id,
        dealershipId: dealership.id,
        locationId: location?.id ?? null,
        carId: car?.id ?? null,
        idempotencyKey: `${demoLeadKeyPrefix}${site.slug}-${n}`,
        formType: kind.formType,
        category: kind.category,
        payload: {
          form_type: kind.formType,
          category: kind.category,
          subcategory: null,
          source: "Website",
          name: first,
          last_name: last,
          phone,
          email: `${first}.${last}${n}@example.com`.toLowerCase(),
          message:
            kind.formType === "spin-to-win"
              ? "Won a free tank of fuel on the spin-to-win wheel."
              : car
                ? `Is the ${car.name} still available?`
                : "Please call me back about your cars.",
          opt_in: random() < 0.5,
          dealership_slug: dealership.slug,
          ...(location ? { location: location.id, location_name: location.name } : {}),
          ...(car
            ? {
                car_id: car.id,
                stock_number: car.stocknum,
                vehicle_name: car.name,
                "Vehicle Make": car.make,
                "Vehicle Model": car.model,
                vehicle_year: car.year,
              }
            : { car_id: null }),
          demo: true,
        },
        source: "Website",
        url: car ? "/cars" : "/contact",
        createdAt,
        status,
        lostReason: status === "lost" ? pick(lostReasons) : null,
        statusChangedAt: status === "new" ? null : new Date(createdAt.getTime() + random() * 2 * day),
        assignedStaffId,
      });
    }
    const inserted = await db
      .insert(leads)
      .values(leadRows)
      .onConflictDoNothing()
      .returning({ id: leads.id, createdAt: leads.createdAt, status: leads.status, staff: leads.assignedStaffId });
    made += inserted.length;
    const notes: (typeof leadNotes.$inferInsert)[] = [];
    const outbox: (typeof leadOutbox.$inferInsert)[] = [];
    for (const [index, lead] of inserted.entries()) {
      outbox.push({
        siteId: site.id,
        leadId: lead.id,
        channel: "email",
        target: `sales@${site.slug}.example`,
        status: "sent",
        attempts: 1,
        sentAt: new Date(lead.createdAt.getTime() + 30_000),
        createdAt: lead.createdAt,
      });
      // About one lead in twelve: the dealer's CRM refused it until the worker gave up.
      if (index % 12 === 5) {
        outbox.push({
          siteId: site.id,
          leadId: lead.id,
          channel: "crm",
          target: `http://crm.${site.slug}.example/leads`,
          format: "adf",
          status: "dead",
          attempts: 8,
          lastError: "HTTP 502 Bad Gateway from the CRM (gave up after 8 attempts)",
          nextAttemptAt: new Date(lead.createdAt.getTime() + day),
          createdAt: lead.createdAt,
        });
      }
      if (lead.status !== "new" && index % 3 === 0) {
        notes.push({
          siteId: site.id,
          leadId: lead.id,
          staffAccountId: lead.staff,
          body: noteTexts[index % noteTexts.length] ?? "Called back.",
          createdAt: new Date(lead.createdAt.getTime() + 3 * 60 * 60_000),
        });
      }
    }
    if (outbox.length > 0) await db.insert(leadOutbox).values(outbox);
    if (notes.length > 0) await db.insert(leadNotes).values(notes);
  }
  return made;
}
