// The used-car return policy (used-car template, or any site with return terms), and the pages a
// dealer group gets for its other businesses: finance and insurance, the used-car arm, rental,
// tyres, Neotek paint protection and 4x4 and outdoor accessories.

import type { ContentPageSeed } from "../content-types";
import { bullets, md, money, page, type PageContext } from "./context";

export function returnPolicy(ctx: PageContext): ContentPageSeed {
  // The used-car template always has a return policy page; when its terms are not configured
  // the page states the product's standard terms (14 days, 500 km, a quarter tank).
  const terms = ctx.site.returnTerms ?? { days: 14, maxKm: 500, fuel: "a quarter tank" };
  const km = money(terms.maxKm).slice(1);
  const body = md(
    `## ${terms.days}-day money back or exchange`,
    `We want you to be sure about your ${ctx.sellsNew ? `used ${ctx.car}` : ctx.car}. If it is not right for you, you can return it within ${terms.days} days of delivery for a refund or exchange it for another ${ctx.car} from our stock, as long as the conditions below are met.`,
    `## Conditions`,
    `| Condition | Requirement |\n| --- | --- |\n| Time | Within ${terms.days} days of the delivery date on your contract |\n| Distance | No more than ${km} km driven since delivery |\n| Fuel | At least ${terms.fuel} of fuel |\n| Keys and accessories | All keys, remotes, manuals, service books and accessories supplied with the ${ctx.car} returned |\n| Finance and ownership | No lien, encumbrance or finance registered against the ${ctx.car} other than finance we arranged |\n| Condition | The same condition as delivered, allowing for fair wear from the kilometres driven, with no new damage, modifications or smoking odour |`,
    `## What you get back`,
    bullets([
      `**Money back:** we refund the purchase price you paid us. Where we arranged finance, we settle the loan with the lender directly. Government charges already paid to register the ${ctx.car} and third-party products that have started, such as insurance, may not be refundable; we explain these on your contract.`,
      `**Exchange:** the full purchase price is credited towards another ${ctx.car} in our stock. If the new ${ctx.car} costs more you pay the difference; if it costs less we refund the difference.`,
    ]),
    `## How to start a return`,
    bullets([
      `Call us on ${ctx.site.phone} or send a message through [Contact Us](/contact-us) within the ${terms.days} days, with your name and the ${ctx.car}'s registration.`,
      `We book a time for you to bring the ${ctx.car} back to ${ctx.site.address}.`,
      "We inspect it with you, check the odometer and fuel, and confirm the outcome on the spot.",
      "Refunds are paid to your nominated account, usually within five business days.",
    ]),
    `## Your other rights`,
    `This return policy is in addition to your rights under the Australian Consumer Law and our [warranty](/warranty). If your ${ctx.car} has a fault, talk to us about a repair under those rights rather than a return.`,
    `Looking for a different ${ctx.car}? Browse [our used stock](/search/used-cars).`,
  );
  return page(
    ctx,
    "return-policy",
    "Return Policy",
    `Our ${terms.days}-day money back or exchange guarantee: up to ${km} km, at least ${terms.fuel} of fuel, and how to start a return.`,
    body,
  );
}

export function groupPages(ctx: PageContext): ContentPageSeed[] {
  return [financeAndInsurance(ctx), groupUsedCars(ctx), rental(ctx), tyres(ctx), neotek(ctx), outdoor(ctx)];
}

function financeAndInsurance(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Finance and insurance across the group`,
    `Every ${ctx.name} dealership has a business manager who can arrange finance and insurance for the ${ctx.car} you are buying, whether it is a new ${ctx.car}, a demonstrator or a used ${ctx.car} from any of our dealerships.`,
    `## Finance options`,
    `| Product | Suits |\n| --- | --- |\n| Secured consumer loan | Private buyers who want to own the ${ctx.car} with fixed repayments |\n| Chattel mortgage | Businesses and sole traders who own the vehicle from day one |\n| Finance lease | Businesses that prefer to lease and may return or buy the vehicle at the end |\n| Novated lease | Employees whose employer offers salary packaging |\n| Balloon or residual payment | Buyers who want lower regular repayments and a lump sum at the end |`,
    `Estimates on our website are indicative only and subject to lender approval. Your rate depends on the lender's assessment of your application. Get a quote on our [Finance](/finance) page.`,
    `## Insurance and protection`,
    bullets([
      "Comprehensive car insurance arranged from day one, so you can drive away covered",
      "Loan protection and gap cover, explained clearly so you can decide whether you need them",
      "Extended warranty for cover after the manufacturer's warranty ends",
      "Tyre and rim cover and paint protection through our [Neotek](/neotek) division",
    ]),
    `Every insurance and protection product is optional. We give you the product disclosure statement and the price before you decide, and you are free to buy insurance elsewhere.`,
    `## Why finance through us`,
    `We compare several lenders, so you do not have to apply to each one. Our business managers deal with lenders every day and can often get approvals through quickly, which helps if you want to pick up your ${ctx.car} soon.`,
    `Talk to us through [Contact Us](/contact-us) or call ${ctx.site.phone}.`,
  );
  return page(
    ctx,
    "finance-and-insurance",
    "Finance and Insurance",
    `Car loans, business finance, insurance and protection products arranged across ${ctx.name}.`,
    body,
  );
}

function groupUsedCars(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## ${ctx.name} used cars`,
    `Our used-car division sells trade-ins and ex-demonstrators from every dealership in ${ctx.name}, in one place. Because the group sells ${ctx.makesText}, we see a wide range of used ${ctx.cars}, from city hatches to four-wheel-drive utes.`,
    `## Every used ${ctx.car} is checked`,
    bullets([
      "A multi-point mechanical and safety inspection by a qualified technician",
      "A PPSR check for finance owing, theft and write-off history",
      "Service history checked and any outstanding service items completed",
      "A full detail inside and out before it goes on sale",
    ]),
    `## Certified used`,
    `Selected used ${ctx.cars} are sold as group certified, with the extra cover described on our [Warranty](/warranty) page.`,
    `## Why buy used from a dealer group`,
    bullets([
      "More choice: stock from every dealership in the group is listed together",
      "Transfers between dealerships, so you can view a car closer to home",
      "Finance, insurance and trade-in under one roof",
      "Servicing by factory-trained technicians for most makes we sell",
    ]),
    `## Trading in`,
    `Any dealership in the group can value your current ${ctx.car}, whatever make it is. The used-car team sees what sells across every location, so a trade-in that one brand's dealership would send to auction often finds a buyer on our own lot instead.`,
    `Browse [used ${ctx.cars}](/search/used-cars), [get a trade-in valuation](/trade-in) or [book a test drive](/book-test-drive).`,
  );
  return page(
    ctx,
    "twg-cars",
    `${ctx.name} Used Cars`,
    `Inspected, PPSR-checked used ${ctx.cars} from every dealership in ${ctx.name}.`,
    body,
  );
}

function rental(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## ${ctx.name} Rental`,
    `Our rental division hires cars, SUVs, utes and vans by the day, week or month. It is run from our dealerships, so the vehicles are late-model, serviced in our own workshops and cleaned between every hire.`,
    `## Who uses it`,
    bullets([
      "Service customers who need a car while theirs is in the workshop longer than a day",
      "Businesses that need extra utes or vans for a project or busy season",
      "Families who need a bigger vehicle for a holiday or a move",
      "Insurance replacement hire after an accident, where your policy covers it",
      "Customers trying a model for a few days before deciding to buy",
    ]),
    `## What you need`,
    bullets([
      "A full, current Australian driver licence, or an overseas licence with an international driving permit where required",
      "A credit card in the hirer's name for the security bond",
      "Drivers under 25 may pay an extra fee or be limited to certain vehicles",
    ]),
    `## What is included`,
    `| Included | Extra cost |\n| --- | --- |\n| Registration and compulsory third party | Damage excess reduction |\n| A daily kilometre allowance | Kilometres beyond the allowance |\n| Roadside assistance | Tolls and fines |\n| Standard damage cover with an excess | Fuel not replaced on return |`,
    `Rates depend on the vehicle, the length of hire and the time of year. Ask us for a quote through [Contact Us](/contact-us) with the dates and type of vehicle you need, or call ${ctx.site.phone}.`,
    `If you like the car you hired, ask about buying one: our sales team can show you [current stock](${ctx.stockLink}).`,
  );
  return page(
    ctx,
    "twg-rental",
    `${ctx.name} Rental`,
    `Daily, weekly and monthly car, ute and van hire from the ${ctx.name} rental division.`,
    body,
  );
}

function tyres(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## ${ctx.name} Tyres`,
    `Our tyre division fits, balances and aligns tyres for every make of car, SUV, ute and light commercial vehicle, not just the brands our dealerships sell. Tyres are the only part of your vehicle that touches the road, so they are worth getting right.`,
    `## Services`,
    bullets([
      "New tyres from leading brands, in passenger, SUV, light truck and all-terrain patterns",
      "Wheel balancing and wheel alignment",
      "Puncture repairs to the Australian standard, where the damage is repairable",
      "Tyre rotation to even out wear",
      "Tyre pressure monitoring sensor replacement",
      "Fleet tyre management for business customers",
    ]),
    `## When to replace your tyres`,
    `| Sign | What it means |\n| --- | --- |\n| Tread at the wear indicators | The legal minimum of 1.5 mm has been reached: replace now |\n| Cracks in the sidewall | The rubber is ageing; have them checked |\n| Bulges or cuts | Internal damage: replace before driving further |\n| Uneven wear | Usually an alignment or pressure problem |\n| Vibration at speed | Balancing, a damaged wheel or a tyre fault |`,
    `## Getting a quote`,
    `Tell us your tyre size, which is printed on the sidewall in a format like 225/65R17, or your registration, and how you use your vehicle. We will recommend two or three options at different prices. Send the details through [Contact Us](/contact-us) or call ${ctx.site.phone}.`,
    `Tyres can also be fitted while your car is in for a [service](/service).`,
  );
  return page(
    ctx,
    "twg-tyres",
    `${ctx.name} Tyres`,
    `Tyres, wheel alignment and balancing for every make from the ${ctx.name} tyre division.`,
    body,
  );
}

function neotek(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Neotek paint protection and ceramic coating`,
    `Neotek is the ${ctx.name} paint and surface protection business. Our applicators treat new and used ${ctx.cars} from our own dealerships and from anyone who brings their car to us.`,
    `## What we offer`,
    `| Treatment | What it does |\n| --- | --- |\n| Ceramic coating | A hard, glossy layer that resists UV, bird droppings and tree sap, and makes washing easier |\n| Paint protection film | A clear film on high-impact areas such as the bonnet, bumper and mirrors, to resist stone chips |\n| Interior fabric and leather protection | Helps repel spills and stains on seats and carpets |\n| Glass treatment | Helps water bead off the windscreen in the rain |\n| Paint correction | Machine polishing to remove swirl marks and light scratches before coating |`,
    `## How it works`,
    bullets([
      "We inspect the paint with you and recommend what suits the car and how you use it",
      "The car is washed, decontaminated and, where needed, machine polished",
      "The coating or film is applied in our workshop and left to cure",
      "We hand over care instructions; most coatings need a gentle wash and no wax",
    ]),
    `Most treatments take one to two days. On a new ${ctx.car} we can apply them before delivery and include them in your finance.`,
    `## Being realistic`,
    `No coating makes paint scratch-proof. Ceramic coatings reduce the effect of the sun and contaminants and keep the car cleaner for longer; paint protection film is what stops stone chips. We will tell you which does what, and you decide.`,
    `Ask for a quote through [Contact Us](/contact-us) with your car's make and model, or call ${ctx.site.phone}.`,
  );
  return page(
    ctx,
    "neotek",
    "Neotek Paint Protection",
    `Ceramic coating, paint protection film and interior protection from Neotek, part of ${ctx.name}.`,
    body,
  );
}

function outdoor(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## ${ctx.name} 4x4 and Outdoor`,
    `Our 4x4 and outdoor division fits the gear that turns a ute or SUV into a touring or work vehicle. We fit accessories to new vehicles before delivery and to any vehicle you already own.`,
    `## What we fit`,
    bullets([
      "Bull bars, nudge bars and recovery points",
      "Suspension upgrades and lift kits, certified where your state requires it",
      "Canopies, trays, drawers and tub systems",
      "Roof racks, platforms, awnings and rooftop tents",
      "Dual-battery systems, solar, fridges and 12-volt wiring",
      "Driving lights, light bars and UHF radios",
      "Snorkels, winches and recovery kits",
      "Towbars and brake controllers for caravans and trailers",
    ]),
    `## Planning your build`,
    `| Question | Why it matters |\n| --- | --- |\n| What will you carry? | Weight of accessories and gear counts against your payload |\n| Will you tow? | Towing capacity and ball weight limit what you can add |\n| Where will you drive? | Beach, corrugations and mud call for different gear |\n| Is it a work vehicle? | Racking and storage may come before touring gear |`,
    `Every accessory adds weight. We check your vehicle's gross vehicle mass and payload with you before recommending a build, so you stay legal and safe. Some modifications can affect your new vehicle warranty or insurance; we tell you which before we fit them.`,
    `## Get a quote`,
    `Tell us your vehicle and how you use it through [Contact Us](/contact-us), or call ${ctx.site.phone}. Buying a new ute or SUV? Accessories can be fitted before delivery and included in your [finance](/finance).`,
  );
  return page(
    ctx,
    "4x4-outdoor",
    `${ctx.name} 4x4 and Outdoor`,
    `Bull bars, canopies, suspension, touring and towing gear fitted by the ${ctx.name} 4x4 and outdoor division.`,
    body,
  );
}
