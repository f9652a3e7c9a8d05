// The four blog posts a site starts with: two vehicle reviews of what the dealer sells (a caravan
// and a motorcycle for a leisure dealer) and two news posts of practical advice.

import type { ContentPageSeed } from "../content-types";
import { bullets, daysBefore, md, type PageContext } from "./context";

type ReviewModel = {
  make: string;
  model: string;
  /** "medium SUV", "dual-cab ute"… */
  kind: string;
  seats: string;
  suits: string;
  likes: string[];
  consider: string[];
};

const suv = (make: string, model: string, extra: string): ReviewModel => ({
  make,
  model,
  kind: "medium SUV",
  seats: "five",
  suits: "couples and young families who want more space than a small car without the bulk of a large four-wheel drive",
  likes: [
    "A high seating position that makes getting in and out easy, including for child seats",
    "A boot that swallows a pram, a week of groceries or a weekend away",
    "Easy to park and manoeuvre in car parks and narrow streets",
    extra,
  ],
  consider: [
    "Check the boot with your own pram or sports gear before deciding",
    "Lower variants can miss features you might expect, so compare the equipment lists",
    "Medium SUVs are popular, so in-demand variants and colours can have a wait",
  ],
});

const ute = (make: string, model: string): ReviewModel => ({
  make,
  model,
  kind: "dual-cab ute",
  seats: "five",
  suits:
    "tradies, farmers and families who tow, tour or carry gear during the week and want one vehicle for everything",
  likes: [
    "Genuinely useful tub and towing ability for boats, campers and work trailers",
    "Four-wheel-drive variants that handle beach tracks and unsealed roads",
    "A huge range of accessories, from canopies to bull bars",
    "Strong resale demand for well-kept examples",
  ],
  consider: [
    "A ute rides firmer than an SUV when the tub is empty",
    "Length makes some car parks and garages tight, so measure yours",
    "Every accessory eats into payload, so plan your build before you buy",
  ],
});

const knownModels: Record<string, ReviewModel[]> = {
  toyota: [
    suv("Toyota", "RAV4", "The choice of petrol or hybrid power, with the hybrid well suited to city driving"),
    ute("Toyota", "HiLux"),
  ],
  mazda: [suv("Mazda", "CX-5", "A well-finished interior that feels a step above its price"), ute("Mazda", "BT-50")],
  hyundai: [suv("Hyundai", "Tucson", "A modern cabin with clear screens and plenty of storage")],
  kia: [
    suv("Kia", "Sportage", "Generous rear legroom for a medium SUV"),
    {
      make: "Kia",
      model: "Carnival",
      kind: "people mover",
      seats: "eight",
      suits: "larger families and anyone who regularly carries more than five people",
      likes: [
        "Sliding side doors that make loading children easy in tight car parks",
        "Room for adults in the third row, not just children",
        "A usable boot even with all seats up",
        "Car-like driving despite its size",
      ],
      consider: [
        "It is long, so check it fits your garage",
        "If you only need seven seats occasionally, a large SUV may suit",
        "Popular variants can have a wait",
      ],
    },
  ],
  ford: [ute("Ford", "Ranger")],
  volkswagen: [suv("Volkswagen", "Tiguan", "A solid, quiet feel on the highway")],
  nissan: [suv("Nissan", "X-Trail", "Seven-seat variants for families who occasionally need extra seats")],
  mitsubishi: [suv("Mitsubishi", "Outlander", "Seven-seat variants for families who occasionally need extra seats")],
  subaru: [suv("Subaru", "Forester", "All-wheel drive as standard, handy on gravel and wet roads")],
  "isuzu ute": [ute("Isuzu", "D-MAX")],
};

const usedModels: [ReviewModel, ReviewModel] = [
  {
    make: "Toyota",
    model: "Corolla",
    kind: "small hatch and sedan",
    seats: "five",
    suits: "first-car buyers, commuters and anyone who wants low running costs and few surprises",
    likes: [
      "A strong reputation for reliability, and parts that are easy to find",
      "Easy to drive and park, with light controls",
      "Economical, particularly the hybrid versions",
      "Holds its value well, which helps when you sell or trade it in",
    ],
    consider: [
      "Rear seat and boot space are modest if you carry adults or a pram often",
      "Popularity means prices are firm; a good one is rarely a bargain",
      "Check the service history is complete and on time",
    ],
  },
  suv("Mazda", "CX-5", "A well-finished interior that feels a step above its price"),
];

/** Two models to review, of different kinds where the makes allow (an SUV and a ute rather than two
 * SUVs): the lead model of the first make we know, then preferably another make's model. A dealer
 * with no makes we know reviews two popular used models. */
function reviewModels(ctx: PageContext): [ReviewModel, ReviewModel] {
  const known = ctx.site.newMakes.flatMap((make) => knownModels[make.toLowerCase()] ?? []);
  const first = known[0];
  if (!first) return usedModels;
  const others = known.slice(1);
  const preference = [
    (model: ReviewModel) => model.make !== first.make && model.kind !== first.kind,
    (model: ReviewModel) => model.kind !== first.kind,
    (model: ReviewModel) => model.make !== first.make,
    () => true,
  ];
  for (const prefer of preference) {
    const second = others.find(prefer);
    if (second) return [first, second];
  }
  return [first, usedModels.find((model) => model.model !== first.model) ?? usedModels[1]];
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function post(
  ctx: PageContext,
  category: "vehicle-reviews" | "news",
  slug: string,
  title: string,
  summary: string,
  daysAgo: number,
  body: string,
): ContentPageSeed {
  return {
    path: `blog/${category}/${slug}`,
    kind: "post",
    category,
    title,
    summary,
    body,
    seoTitle: `${title} | ${ctx.name}`,
    publishedAt: daysBefore(ctx.referenceDate, daysAgo),
  };
}

function modelReview(ctx: PageContext, model: ReviewModel, daysAgo: number): ContentPageSeed {
  const name = `${model.make} ${model.model}`;
  const buyingLine = ctx.subscription
    ? `You can drive a ${name} on a subscription with us: one monthly payment covers registration, insurance and servicing, so you can live with one for a few months before committing to anything longer.`
    : ctx.sellsNew && ctx.site.newMakes.some((make) => make.toLowerCase().startsWith(model.make.toLowerCase()))
      ? `We sell the ${name} new, and we often have demonstrators and used examples too. A demonstrator can be a good way to get a nearly new ${ctx.car} with some of the first-year depreciation already taken.`
      : `We regularly have used examples of the ${name} in stock. Every one is inspected and PPSR-checked before sale, and we tell you what we found.`;
  const body = md(
    `The ${name} is a ${model.kind} with seating for ${model.seats}, and it is one of the ${ctx.cars} we are asked about most at ${ctx.name}. These are our own impressions from selling, servicing and driving them, not a road test: we want to help you work out whether it suits you before you come in.`,
    `## Who it suits`,
    `In our experience the ${model.model} suits ${model.suits}. If that sounds like you, it belongs on your shortlist.`,
    `## What we like`,
    bullets(model.likes),
    `## Things to consider`,
    bullets(model.consider),
    `## Choosing a variant`,
    `Most buyers end up in the middle of the range, which usually adds the comfort and safety features people use every day without the cost of the top model. Before you choose, write down the three features you cannot do without, then check which variant is the cheapest one that has all three. The brochure and the manufacturer's website have the full equipment list for each variant; our sales team can walk you through the differences on ${ctx.cars} in the showroom.`,
    `## Buying one from us`,
    buyingLine,
    `## On your test drive`,
    bullets([
      "Drive it on roads you know, including a stretch of highway",
      "Fit your child seats, pram or work gear",
      "Try parking it, and check visibility over your shoulder",
      "Pair your phone and try the controls you will use every day",
    ]),
    `Ready to try one? [Book a test drive](/book-test-drive), see [our stock](${ctx.stockLink}), or ask us about [finance](/finance). If you have a ${ctx.car} to trade, get a [trade-in valuation](/trade-in) first so you know where you stand.`,
  );
  return post(
    ctx,
    "vehicle-reviews",
    `${slugOf(name)}-review`,
    `${name} review: our impressions`,
    `Our team's practical take on the ${name}: who it suits, what we like, what to consider and what to check on a test drive.`,
    daysAgo,
    body,
  );
}

function caravanReview(ctx: PageContext, daysAgo: number): ContentPageSeed {
  const body = md(
    `Family bunk caravans are the most common caravans we sell at ${ctx.name}. A typical layout has a double bed at the front, a kitchen and dinette in the middle, and two or three bunks at the back, often with a shower and toilet in a rear ensuite. These are our impressions from years of selling, servicing and handing them over.`,
    `## Who it suits`,
    `A bunk van suits families with two or three children who want to tour for weeks at a time without booking cabins. Grandparents who travel with grandchildren like them too.`,
    `## What we like`,
    bullets([
      "Everyone has their own bed, so there is no setting up and packing away each night",
      "A full kitchen and ensuite make caravan parks and longer stays comfortable",
      "Good resale demand, because families are always looking for them",
      "Plenty of storage in the front boot, under the beds and on the A-frame",
    ]),
    `## Things to consider`,
    bullets([
      "Length and weight: a bunk van is usually longer and heavier than a couples van, so check your tow vehicle's towing capacity and ball weight with us first",
      "Payload: water, gas, food and bikes add up quickly; know the van's aggregate trailer mass and stay under it",
      "Storage at home: measure your driveway or side gate, and check council rules",
      "Off-road or on-road: a semi off-road chassis costs more and adds weight; only pay for it if you will use it",
    ]),
    `## What to check on a used caravan`,
    bullets([
      "Signs of water leaks: soft walls, stains or a musty smell around windows and hatches",
      "Tyre age as well as tread; caravan tyres often age out before they wear out",
      "Gas compliance certificate and electrical safety check",
      "Wheel bearings, brakes and the breakaway system",
      "A PPSR check to confirm nothing is owing",
    ]),
    `## At handover`,
    `Every caravan we sell gets a full handover: we hitch it to your vehicle, set the weight distribution if you need it, and walk you through water, gas, 12-volt and 240-volt systems, the awning and the brake controller. Bring everyone who will be setting it up.`,
    `Want to look through one? [Book a viewing](/book-test-drive), browse [our stock](${ctx.stockLink}), or ask about [finance](/finance).`,
  );
  return post(
    ctx,
    "vehicle-reviews",
    "family-bunk-caravan-review",
    "Family bunk caravans: our impressions",
    "What we like about family bunk caravans, what to weigh up before buying one and what to check on a used van.",
    daysAgo,
    body,
  );
}

function motorcycleReview(ctx: PageContext, daysAgo: number): ContentPageSeed {
  const body = md(
    `Adventure touring motorcycles have become some of the most popular bikes we sell at ${ctx.name}. They have an upright riding position, long-travel suspension, a larger fuel tank and room for luggage, and they are built to handle sealed roads and gravel. These are our impressions from riders we sell to and bikes our workshop looks after.`,
    `## Who it suits`,
    `Riders who want one bike for commuting, weekend rides and the occasional long trip, including unsealed roads. Learner-approved (LAMS) versions of many adventure bikes suit newer riders who want to grow into touring.`,
    `## What we like`,
    bullets([
      "A comfortable, upright position for long days in the saddle",
      "Suspension that soaks up potholes and corrugations",
      "Space for panniers and a top box, for touring or the daily commute",
      "A good view over traffic",
    ]),
    `## Things to consider`,
    bullets([
      "Seat height: many adventure bikes are tall; sit on a few and ask about lowered seats or suspension",
      "Weight: a bigger bike with a full tank and luggage is a handful at low speeds, so be honest about your experience",
      "Tyres: choose road-biased or off-road-biased tyres for how you really ride",
      "Licence: check which bikes you can ride under your licence conditions in your state",
    ]),
    `## What to check on a used bike`,
    bullets([
      "Chain and sprocket wear, and service history",
      "Signs of drops: scuffed bar ends, bent levers, scratched engine covers",
      "Fork seals for oil leaks",
      "A PPSR check for finance owing or a written-off record",
    ]),
    `## Servicing`,
    `Our workshop services the motorcycles we sell as well as our caravans. An adventure bike ridden on gravel and dust needs its air filter, chain and brakes checked more often than one that only sees the highway, so tell us how you ride when you book.`,
    `## Gear`,
    `Budget for a good helmet, jacket, gloves, pants and boots. Our staff can help you find the right fit and explain the safety ratings.`,
    `Want to try one? [Book a test ride](/book-test-drive) with your licence, see [our stock](${ctx.stockLink}), or get a [trade-in valuation](/trade-in) on your current bike.`,
  );
  return post(
    ctx,
    "vehicle-reviews",
    "adventure-touring-motorcycle-review",
    "Adventure touring motorcycles: our impressions",
    "Why adventure touring motorcycles are so popular, who they suit and what to check before you buy one.",
    daysAgo,
    body,
  );
}

function tradeInPost(ctx: PageContext, daysAgo: number): ContentPageSeed {
  const item = ctx.leisure ? "caravan or motorcycle" : ctx.car;
  const body = md(
    `Trading in your ${item} is the simplest way to sell it: one visit, no strangers at your door and the value taken straight off your next purchase. A little preparation makes the appraisal quicker and can help you get a fair figure. Here is what we suggest at ${ctx.name}.`,
    `## Gather the paperwork`,
    bullets([
      "Registration papers and your driver licence",
      "The service book or service invoices: a complete history is one of the things appraisers value most",
      "Loan details if you still owe money, so we can get a payout figure from your lender",
      "Receipts for recent work, such as new tyres, a timing belt or a new battery",
    ]),
    `## Clean it`,
    `You do not need a professional detail, but a wash, a vacuum and clearing out personal items make a difference. It helps the appraiser see the true condition, and a tidy ${item} suggests it has been cared for.`,
    `## Find everything that came with it`,
    `Spare keys, the owner's manual, the parcel shelf, cargo blind, tow bar tongue, the jack and the spare wheel.${ctx.leisure ? " For caravans, include the jockey wheel, hoses, gas bottles and any annexe walls." : ""} Missing items cost money to replace, and that is reflected in the offer.`,
    `## Be upfront`,
    `Tell us about any warning lights, noises or accident repairs. We will find them during the appraisal anyway, and being upfront means no surprises when we confirm the figure.`,
    `## Should you fix things first?`,
    `Usually not. Small repairs like a new globe, a wiper blade or topping up fluids are worth doing. Larger repairs, such as panel work or new tyres, rarely add as much to the value as they cost. We would rather see it as it is.`,
    `## What we look at`,
    bullets([
      "Make, model, age and kilometres",
      "Service history",
      "Body, paint, interior and tyre condition",
      "Mechanical condition from a short test drive",
      "Current demand for that model",
    ]),
    `## Get a valuation`,
    `Start with an online estimate at [Trade-in](/trade-in). Then bring your ${item} in and we will confirm the figure after a short inspection and drive. If you are also buying, ask about [finance](/finance), or browse [our stock](${ctx.stockLink}) first.`,
  );
  return post(
    ctx,
    "news",
    "how-to-prepare-for-a-trade-in",
    `How to prepare your ${item} for trade-in`,
    `Simple steps to get your ${item} ready for a trade-in appraisal: paperwork, cleaning, spare keys and what not to fix.`,
    daysAgo,
    body,
  );
}

function ppsrPost(ctx: PageContext, daysAgo: number): ContentPageSeed {
  const item = ctx.leisure ? "caravan or motorcycle" : ctx.car;
  const body = md(
    `If you are buying a used ${item}, especially privately, a PPSR check is one of the cheapest and most useful things you can do. Here is what it tells you and what it does not.`,
    `## What the PPSR is`,
    `The Personal Property Securities Register is the national government register where lenders record their interest in property, including vehicles. A search uses the VIN${ctx.leisure ? ", or for caravans and trailers the chassis number" : ""} and costs a few dollars.`,
    `## What a PPSR check tells you`,
    bullets([
      `**Money owing:** whether a lender has a security interest registered against the ${item}. If it does and the debt is not paid out, the lender may be able to repossess it, even from you.`,
      `**Stolen:** whether it has been reported stolen to police.`,
      `**Written off:** whether it has been recorded as a statutory or repairable write-off after an accident, flood, hail or fire.`,
      `**Identity details** recorded against the VIN, such as make, model and colour, which you can compare with the ${item} in front of you.`,
    ]),
    `## What it does not tell you`,
    bullets([
      "Mechanical condition or whether it has been serviced",
      "Minor accident damage that was not reported or not written off",
      "Whether the odometer reading is genuine",
      "Whether the seller is actually the owner",
    ]),
    `For those you need an inspection, a service history and a look at the seller's identity and registration papers.`,
    `## Buying from a licensed dealer`,
    `A licensed dealer must give you clear title, meaning no money owing on the ${item} when you buy it. At ${ctx.name} we run a PPSR check on every used ${item} before it goes on sale and again before delivery, and we are happy to show you the certificate.`,
    `## Selling or trading in?`,
    `If you have finance on your ${item}, that loan will show up on the register. That is not a problem when you trade in with us: we get a payout figure from your lender and settle it as part of the deal. Start with a [trade-in valuation](/trade-in).`,
    `## Questions?`,
    `Browse our [used stock](/search/used-cars) or ask us anything about a ${item}'s history through [Contact Us](/contact-us).`,
  );
  return post(
    ctx,
    "news",
    "what-a-ppsr-check-tells-you",
    "What a PPSR check tells you",
    `What a PPSR check shows about a used ${item}, what it does not, and why we run one on every used ${item} we sell.`,
    daysAgo,
    body,
  );
}

export function blogPosts(ctx: PageContext): ContentPageSeed[] {
  const reviews = ctx.leisure
    ? [caravanReview(ctx, 12), motorcycleReview(ctx, 47)]
    : reviewModels(ctx).map((model, index) => modelReview(ctx, model, index === 0 ? 12 : 47));
  return [...reviews, tradeInPost(ctx, 26), ppsrPost(ctx, 88)];
}
