// The pages a new-car dealer (default, group and one-dealer templates) gets on top of the common
// ones: capped price servicing, roadside assistance, fleet, end of financial year, parts.

import type { ContentPageSeed } from "../content-types";
import { bullets, md, page, type PageContext } from "./context";

export function newCarPages(ctx: PageContext): ContentPageSeed[] {
  const pages = [
    cappedPriceServicing(ctx),
    roadsideAssist(ctx),
    fleet(ctx),
    eofy(ctx),
    partsAndAccessories(ctx),
    partsSearch(ctx),
  ];
  if (ctx.site.template !== "leisure") return pages;
  return pages.map((seed) => ({ ...seed, body: `${seed.body}\n\n${leisureNotes[seed.path] ?? ""}`.trimEnd() }));
}

/** What each page adds for a dealer of caravans and motorcycles, whose makers run their own programmes. */
const leisureNotes: Readonly<Record<string, string>> = {
  "capped-price-servicing": `## Caravans and motorcycles

Motorcycle makers publish their own fixed-price service schedules by model and kilometres; we follow them and quote the price before any work starts. A caravan has no engine to service, but its brakes, wheel bearings, suspension, gas fittings and 12-volt system need checking every 12 months or 10,000 km of towing. Our caravan service covers all of these at a fixed price for single- and tandem-axle vans.`,
  "roadside-assist": `## Towing a caravan

If you break down with a caravan attached, tell the operator when you call: they send a vehicle that can move both the tow car and the van. Keep the caravan's build plate details and tyre size in the glovebox, and carry a spare for the van as well as the car. Motorcycle riders should have the bike's model, year and location ready.`,
  fleet: `## Caravans and motorcycles for business

Tourism operators, hire companies and mine-site accommodation providers buy caravans from us in numbers, and couriers and farm businesses buy motorcycles. Talk to our fleet manager about volume pricing, consistent fit-outs and a servicing plan for the whole fleet.`,
  eofy: `## Caravans and motorcycles at EOFY

June is one of the busiest months for caravan and motorcycle sales. Order early if you want a caravan built to your layout: build slots before 30 June fill quickly, and only stock delivered and registered by then counts for this financial year.`,
  "vehicle-parts-and-accessories": `## Caravan and motorcycle parts

Our parts counter stocks caravan essentials (jockey wheels, hitches and couplings, water pumps, annexe walls, gas regulators and 12-volt batteries) and motorcycle parts and riding gear (helmets, jackets, gloves, chains, sprockets and tyres) for the brands we sell.`,
  "parts/search": `## Caravan and motorcycle parts

For a caravan part, send us the details from the caravan's build plate (usually beside the door): make, model, year and VIN. For a motorcycle part, give us the model, year and VIN from the steering head or the registration papers.`,
};

function cappedPriceServicing(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## What capped price servicing is`,
    `Most manufacturers, including ${ctx.makesText}, publish a maximum price for each scheduled service of a new ${ctx.car} for a set number of services or years. When we service your ${ctx.car} under its program, you pay no more than the published capped price for that service. You know what each visit will cost before you book.`,
    `## How it works at ${ctx.name}`,
    bullets([
      `Your ${ctx.car}'s service schedule is set by the manufacturer, usually every 12 months or a set number of kilometres, whichever comes first.`,
      "The capped price depends on the make, model, engine and the service number, so two cars on the same day can have different prices.",
      "The current capped prices for your model are published on the manufacturer's website, and we will confirm yours when you book.",
      "The capped price covers the scheduled items in the logbook. Extra work, such as tyres, brake pads or wiper blades, is quoted and done only with your approval.",
      "Servicing with us keeps your logbook stamped and your manufacturer warranty records up to date.",
    ]),
    `## Example service schedule`,
    `The table shows a typical schedule for a modern petrol or hybrid passenger ${ctx.car}. Your owner's manual and the manufacturer's program have the exact intervals for your model.`,
    `| Service | Typical interval | What is checked or replaced |\n| --- | --- | --- |\n| 1st | 12 months or 10,000 to 15,000 km | Engine oil and filter, fluid levels, tyres and pressures, brakes, lights, software updates |\n| 2nd | 24 months or 20,000 to 30,000 km | As above plus cabin air filter, battery test, suspension and steering inspection |\n| 3rd | 36 months or 30,000 to 45,000 km | As above plus brake fluid on many models, drive belts inspection |\n| 4th | 48 months or 40,000 to 60,000 km | As above plus engine air filter and, on some engines, spark plugs |\n| 5th | 60 months or 50,000 to 75,000 km | As above plus coolant check or replacement where scheduled |`,
    `## Booking your service`,
    `[Book online](/service) or call ${ctx.site.phone}. Tell us the registration and kilometres so we can quote the right service. If you need transport while your ${ctx.car} is with us, ask about a courtesy ${ctx.car} or a lift when you book.`,
    `## Questions`,
    `If you are not sure whether your ${ctx.car} is still within its program, send us the VIN or registration through [Contact Us](/contact-us) and we will check for you.`,
  );
  return page(
    ctx,
    "capped-price-servicing",
    "Capped Price Servicing",
    `How manufacturer capped price servicing works for ${ctx.makesText} at ${ctx.name}, with a typical service schedule.`,
    body,
  );
}

function roadsideAssist(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Help when you need it`,
    `Many manufacturers include roadside assistance with a new ${ctx.car} for a set period, or offer it as an option, and some extend it each time you service with an authorised dealer. When you buy a new ${ctx.makesText} ${ctx.car} from ${ctx.name}, we tell you exactly what roadside cover comes with it and how to keep it going.`,
    `## What roadside assistance usually includes`,
    bullets([
      "Flat battery jump-starts",
      "Changing a flat tyre with your spare",
      "Emergency fuel if you run out",
      "Help if you lock your keys in the car or lose them",
      "Towing to the nearest authorised dealer if your car cannot be fixed at the roadside",
      "Help with accommodation or transport if you break down a long way from home, under some programs",
    ]),
    `Exactly what is included, and for how long, depends on the make and model. Your owner's pack lists the number to call and the terms of your program.`,
    `## Used ${ctx.cars}`,
    `Some used ${ctx.cars} still have manufacturer roadside cover remaining. Ask us when you buy and we will check. If the cover has ended, we can arrange a roadside assistance product with the ${ctx.car}.`,
    `## If you break down`,
    bullets([
      "Get yourself and your passengers to a safe place away from traffic.",
      "Turn on your hazard lights.",
      "Call the roadside number in your owner's pack or on the sticker in your windscreen.",
      "Have your registration, location and a description of the problem ready.",
    ]),
    `## After the breakdown`,
    `If your ${ctx.car} is towed to us, our [service department](/service) will call you with a diagnosis and quote before any work is done. Warranty repairs are handled by us directly with the manufacturer. For anything else, call ${ctx.site.phone} or use [Contact Us](/contact-us).`,
  );
  return page(
    ctx,
    "roadside-assist",
    "Roadside Assistance",
    `What roadside assistance covers on ${ctx.cars} from ${ctx.name} and what to do if you break down.`,
    body,
  );
}

function fleet(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Fleet and business buyers`,
    `Whether you run one work ute or a fleet of fifty ${ctx.cars}, ${ctx.name} has a dedicated fleet manager who looks after business, government and not-for-profit buyers from the first quote to the last service.`,
    `## What we offer`,
    bullets([
      `**Volume pricing** on new ${ctx.makesText} ${ctx.cars}, including manufacturer fleet programs where your business qualifies`,
      "**One point of contact**: your fleet manager handles quotes, orders, delivery and registration",
      "**Fitting accessories before delivery**: towbars, canopies, tool boxes, signage and cargo barriers",
      "**Finance for business**: chattel mortgages, finance leases and novated leases through our lender panel",
      "**Priority servicing** with early drop-off and courtesy vehicles where available",
      "**Trade-in or disposal** of your outgoing fleet vehicles",
    ]),
    `## Who qualifies`,
    `You will need an active ABN. Manufacturer fleet pricing usually depends on the size of your fleet or how many ${ctx.cars} you order in a year; your fleet manager will check which programs you qualify for and apply the best one.`,
    `## How to get a quote`,
    `| Step | What happens |\n| --- | --- |\n| 1 | Send us your ABN, the ${ctx.cars} you need and when you need them |\n| 2 | Your fleet manager prepares a written quote with pricing and delivery timing |\n| 3 | We order or allocate stock and fit any accessories |\n| 4 | We register and deliver to your premises, and explain servicing |`,
    `Start by sending your requirements through [Contact Us](/contact-us), or call ${ctx.site.phone} and ask for the fleet manager. You can also browse [current stock](${ctx.stockLink}) for ${ctx.cars} available now.`,
    `## Tax`,
    `How a vehicle purchase is treated for tax depends on your business. Talk to your accountant before you buy.`,
  );
  return page(
    ctx,
    "fleet",
    "Fleet and Business",
    `Volume pricing, a dedicated fleet manager and business finance for ABN holders at ${ctx.name}.`,
    body,
  );
}

/** The end of the financial year the reference date falls in: 30 June of this year or the next. */
function financialYearEnd(referenceDate: Date): { endYear: number; label: string } {
  const year = referenceDate.getUTCFullYear();
  const endYear = referenceDate.getUTCMonth() <= 5 ? year : year + 1;
  return { endYear, label: `${endYear - 1}–${String(endYear).slice(2)}` };
}

function eofy(ctx: PageContext): ContentPageSeed {
  const { endYear, label } = financialYearEnd(ctx.referenceDate);
  const body = md(
    `## End of financial year at ${ctx.name}`,
    `June is one of the busiest months of the year for ${ctx.car} sales, and our end of financial year sale runs through 30 June ${endYear}, the last day of the ${label} financial year. Manufacturers and dealers aim to clear current stock, so it is a good time to look at new ${ctx.makesText} models, demonstrators and used ${ctx.cars}.`,
    `## What to expect`,
    bullets([
      `Sharper pricing on selected new and demo ${ctx.cars}: see [Special Offers](/special-offers)`,
      "Manufacturer offers, which change through the month and may end early",
      `Strong trade-in values: get an estimate at [Trade-in](/trade-in)`,
      `Finance offers for business and private buyers: see [Finance](/finance)`,
    ]),
    `## Buying for your business?`,
    `Many business owners look at buying a vehicle before 30 June. Government measures such as the instant asset write-off have changed several times over recent years, with different thresholds and eligibility rules, and whether a deduction applies depends on your business, the vehicle, how it is used and when it is first used or installed ready for use. Talk to your accountant before you buy; we can give you the invoice details they need, but we cannot give tax advice.`,
    `## Making the deadline`,
    `If you want the ${ctx.car} delivered before 30 June, allow time for finance approval and registration. ${ctx.Cars} in stock can usually be delivered within a few business days; factory orders may not arrive before the end of June.`,
    `| Step | Allow |\n| --- | --- |\n| Finance approval | 1 to 3 business days |\n| Registration and pre-delivery | 2 to 3 business days |\n| Accessories fitted | Depends on the accessory |`,
    `## Get started`,
    `Browse [our stock](${ctx.stockLink}), [book a test drive](/book-test-drive), or send us a message through [Contact Us](/contact-us) and we will put together a price.`,
  );
  return page(
    ctx,
    "eofy",
    "End of Financial Year Sale",
    `Our end of financial year sale runs through 30 June ${endYear}. Offers on new, demo and used ${ctx.cars}, and what business buyers should check first.`,
    body,
  );
}

function partsAndAccessories(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Genuine parts and accessories`,
    `Our parts department stocks genuine ${ctx.makesText} parts and accessories, made to fit your ${ctx.car} properly and backed by the manufacturer's parts warranty. We also carry quality aftermarket options where they make sense, such as tyres, batteries and wipers, and tell you which is which.`,
    `## Why genuine parts`,
    bullets([
      "Designed for your model, so they fit first time",
      "Tested to the manufacturer's standards for safety and durability",
      "Fitted by our technicians, so your new vehicle warranty stays intact",
      "Covered by the manufacturer's genuine parts warranty",
    ]),
    `## Popular accessories`,
    `| Category | Examples |\n| --- | --- |\n| Protection | Floor mats, cargo liners, boot protectors, weathershields |\n| Towing | Towbars, wiring harnesses, tongues and brake controllers |\n| Carrying | Roof racks, bike carriers, cargo barriers |\n| Utes | Tub liners, canopies, tonneau covers, sports bars |\n| Everyday | Dash cameras, bonnet protectors, first aid kits |`,
    `Accessories bought with a new ${ctx.car} can usually be fitted before delivery and included in your finance.`,
    `## How to order`,
    bullets([
      `Find the part you need using our [parts search](/parts/search) guide`,
      `Send us your VIN or registration with your request through [Contact Us](/contact-us)`,
      "We confirm price and availability, usually the same business day",
      "Pick up from the parts counter, or we fit it while your car is in for a service",
    ]),
    `## Returns`,
    `Ordered the wrong part? Unused parts in their original packaging can usually be returned within 14 days with your receipt; special-order and electrical parts may not be returnable, and we tell you when you order. This does not affect your rights under the Australian Consumer Law if a part is faulty.`,
    `Call the parts team on ${ctx.site.phone}, or book fitting with a [service](/service).`,
  );
  return page(
    ctx,
    "vehicle-parts-and-accessories",
    "Parts and Accessories",
    `Genuine ${ctx.makesText} parts and accessories from ${ctx.name}, and how to order them.`,
    body,
  );
}

function partsSearch(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Finding the right part`,
    `The quickest way to get the right part is to give our parts team as much detail as you can. Many parts change during a model's life, so two ${ctx.cars} that look the same can need different parts.`,
    `## Search by VIN`,
    `The Vehicle Identification Number is the most accurate way to find a part. It is 17 characters long and appears on your registration papers, on the plate in the engine bay and at the base of the windscreen on the driver's side. With the VIN we can see the exact build of your ${ctx.car}.`,
    `## Search by model`,
    `If you do not have the VIN, tell us the make, model, year, engine, transmission and variant (for example the trim level). A photo of the compliance plate or the old part helps.`,
    `## Search by part number`,
    `If you already have the part number, from an invoice, the old part or packaging, send it to us and we can check stock and price straight away.`,
    `| You have | What to send |\n| --- | --- |\n| VIN | The 17-character VIN and a description of the part |\n| Model details | Make, model, year, engine and variant, plus a photo if possible |\n| Part number | The number and quantity you need |`,
    `## Send your request`,
    `Use the enquiry form on our [Contact Us](/contact-us) page and put "Parts" at the start of your message with the details above. Our parts team replies with price and availability, usually the same business day. Parts not in stock can normally be ordered from the manufacturer's warehouse within a few days.`,
    `## Need it fitted?`,
    `Our technicians can fit it for you. [Book a service](/service) and mention the part, or see our [parts and accessories](/vehicle-parts-and-accessories) page for what we carry.`,
  );
  return page(
    ctx,
    "parts/search",
    "Parts Search",
    `How to find the right part for your ${ctx.car} by VIN, model or part number.`,
    body,
  );
}
