// The dealer-specific pages a site gets only when it asks for them (ContentSite.dealerPages): the
// owners' and buyers' pages some dealers link from their menus and footers (/pages/home-drive,
// /pages/service-benefits…) and the programmes of a few dealers (/diamond-advantage, /ultratek…).
// A page links another of the site's pages only when the site has it; otherwise it names it.

import type { ContentPageSeed } from "../content-types";
import { isLiveLink } from "../site-links";
import { bullets, md, page, type PageContext } from "./context";

export const dealerPageNames = [
  "pages/book-a-service",
  "pages/parts-accessories",
  "pages/warranty",
  "pages/lifecycle-checkup",
  "pages/service-benefits",
  "pages/reviews",
  "pages/home-drive",
  "pages/pre-owned-benefits",
  "pages/experience-gt",
  "pages/unsubscribe",
  "autopact-handback-guarantee",
  "autopact-protection-plan",
  "ultratek",
  "diamond-advantage",
] as const;
export type DealerPageName = (typeof dealerPageNames)[number];

/** A Markdown link to one of the site's paths when the site has it, else just the words. */
type LinkTo = (label: string, path: string) => string;

type Writer = (ctx: PageContext, link: LinkTo) => ContentPageSeed;

/**
 * The chosen pages, in the order of `dealerPageNames`. `sitePaths`: every path the site has besides
 * these (its other default pages, without a leading slash); the app's routes (/service…) always exist.
 */
export function dealerPages(
  ctx: PageContext,
  chosen: readonly DealerPageName[],
  sitePaths: ReadonlySet<string>,
): ContentPageSeed[] {
  const names = dealerPageNames.filter((name) => chosen.includes(name));
  const has = new Set<string>([...sitePaths, ...names]);
  const link: LinkTo = (label, path) => (isLiveLink(path, has) ? `[${label}](${path})` : label);
  return names.map((name) => writers[name](ctx, link));
}

const writers: Record<DealerPageName, Writer> = {
  "pages/book-a-service": bookAService,
  "pages/parts-accessories": partsAccessories,
  "pages/warranty": warrantyPromise,
  "pages/lifecycle-checkup": lifecycleCheckup,
  "pages/service-benefits": serviceBenefits,
  "pages/reviews": reviews,
  "pages/home-drive": homeDrive,
  "pages/pre-owned-benefits": preOwnedBenefits,
  "pages/experience-gt": experienceGt,
  "pages/unsubscribe": unsubscribe,
  "autopact-handback-guarantee": handbackGuarantee,
  "autopact-protection-plan": protectionPlan,
  ultratek,
  "diamond-advantage": diamondAdvantage,
};

function bookAService(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Booking your next service`,
    `Regular servicing is the best thing you can do for your ${ctx.car}: it keeps it safe, keeps your logbook up to date and protects your new-vehicle warranty. Our workshop services ${ctx.makesText} ${ctx.cars} of every age, from first free check to high-kilometre maintenance.`,
    `## Three ways to book`,
    bullets([
      `**Online:** fill in our ${link("service booking form", "/service")} with your registration, the kilometres on the odometer and what the ${ctx.car} needs. We call you back to confirm a time.`,
      `**By phone:** call our service team on ${ctx.site.phone}.`,
      `**In person:** drop in to the service reception at ${ctx.site.address}.`,
    ]),
    `## What to have ready`,
    bullets([
      `Your registration number, or the VIN from your registration papers`,
      `The current kilometres, and your logbook if it is a paper one`,
      `Anything you have noticed: a noise, a warning light, a vibration, a pull to one side`,
      `Whether you need a loan ${ctx.car} or a lift, so we can reserve one`,
    ]),
    `## On the day`,
    `Drop the ${ctx.car} off from 7.30 am. Before we start we confirm the price of the scheduled service; if our technicians find anything else, we call you with photos and a quote and do nothing extra without your approval. Most services are finished the same day, and we stamp your logbook (or update the digital service record) before you collect it.`,
    `## Fixed prices`,
    `Many ${ctx.makesText} models have a set price for each scheduled service. See ${link("capped price servicing", "/capped-price-servicing")} for how it works, or ask us for the price for your ${ctx.car} when you book.`,
  );
  return page(
    ctx,
    "pages/book-a-service",
    "Book a Service",
    `How to book your ${ctx.car}'s next service with ${ctx.name}, what to bring and what happens on the day.`,
    body,
  );
}

function partsAccessories(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Genuine parts, fitted properly`,
    `Our parts department stocks genuine ${ctx.makesText} parts and accessories, designed for your ${ctx.car} and tested to the maker's standards. Genuine parts fit first time, carry the manufacturer's parts warranty, and keep your new-vehicle warranty intact when our technicians fit them.`,
    `## Accessories our customers choose most`,
    bullets([
      `All-weather floor mats and cargo liners, the first thing to fit for beach and footy weekends`,
      `Towbars and wiring rated for your ${ctx.car}'s towing capacity`,
      `Roof racks, bike carriers and roof pods`,
      `Weathershields, bonnet protectors and paint protection film`,
      `Dash cameras and reversing aids`,
    ]),
    `## Add them to a new ${ctx.car}`,
    `Accessories ordered with a new ${ctx.car} are fitted before delivery, so it is ready the day you collect it, and they can usually be included in your finance. Ask your sales consultant, or see ${link("finance", "/finance")} for how it works.`,
    `## Ordering parts`,
    `Send us your registration or VIN and what you need through ${link("Contact Us", "/contact-us")}, or call the parts counter on ${ctx.site.phone}. We confirm the price and whether it is on the shelf, usually the same business day; parts we do not hold normally arrive from the manufacturer's warehouse within a few days. For a guide to finding the right part, see ${link("parts search", "/parts/search")}.`,
    `## Fitting`,
    `We can fit anything you buy from us while your ${ctx.car} is in for a service, which saves a second trip. Mention it when you ${link("book a service", "/service")}.`,
  );
  return page(
    ctx,
    "pages/parts-accessories",
    "Parts and Accessories",
    `Genuine ${ctx.makesText} parts and accessories from ${ctx.name}: what we stock, ordering and fitting.`,
    body,
  );
}

function warrantyPromise(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const years = ctx.site.warrantyYears;
  const body = md(
    `## Our warranty promise`,
    `Buying a ${ctx.car} is a big decision, and the warranty is part of what you are buying. Here is, in plain words, what covers your ${ctx.car} when you buy from ${ctx.name} and how we help if something goes wrong.`,
    `## New ${ctx.cars}`,
    `Every new ${ctx.makesText} ${ctx.car} comes with the manufacturer's new-vehicle warranty, and we are an authorised workshop for it. Warranty repairs are done here at no cost to you, with genuine parts, and we deal with the manufacturer so you do not have to.`,
    `## Used ${ctx.cars}`,
    `Our used ${ctx.cars} come with our ${years}-year warranty on the engine, transmission and major mechanical and electrical components, as long as the ${ctx.car} is serviced on time. ${link("Our warranty page", "/warranty")} sets out what it covers and what it does not.`,
    `## Your rights under the law`,
    `Whatever warranty applies, the Australian Consumer Law gives you guarantees that cannot be excluded: a ${ctx.car} must be of acceptable quality, fit for purpose and match its description. A warranty adds to those rights; it never replaces them. In ${ctx.stateName}, the state's motor dealer laws can add statutory warranty rights on used ${ctx.cars} as well.`,
    `## Making a claim`,
    bullets([
      `Stop driving if a warning light or noise suggests it is unsafe, and call us on ${ctx.site.phone}`,
      `Have your service history ready: it shows the ${ctx.car} has been looked after`,
      `We inspect the ${ctx.car}, tell you what is covered and fix it, or explain clearly why not`,
    ]),
    `Questions about your cover? Send them through ${link("Contact Us", "/contact-us")} and our service manager will reply.`,
  );
  return page(
    ctx,
    "pages/warranty",
    "Our Warranty Promise",
    `What covers your ${ctx.car} when you buy from ${ctx.name}, your consumer-law rights and how to make a claim.`,
    body,
  );
}

function lifecycleCheckup(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## A free check at the moments that matter`,
    `The Lifecycle Check-Up is a complimentary inspection we offer owners of ${ctx.cars} bought from ${ctx.name} at the points in a ${ctx.car}'s life when a second look pays off. It takes about 30 minutes, you can wait in our lounge, and there is no obligation to have any work done.`,
    `## When to book one`,
    bullets([
      `**After the first three months:** settling-in checks, and the questions new owners always have about features and settings`,
      `**Before your warranty ends:** anything we find while the ${ctx.car} is still covered can be fixed under warranty`,
      `**Before a long trip:** a caravan holiday or a drive up the coast is not the time to find a worn tyre`,
      `**Before you sell or trade:** a clean report helps your ${ctx.car}'s value`,
    ]),
    `## What we check`,
    `| Area | What our technician looks at |\n| --- | --- |\n| Tyres | Tread depth, uneven wear, pressures, the spare |\n| Brakes | Pad and disc wear, fluid level and condition |\n| Fluids | Oil, coolant, washer and power-steering levels, any leaks |\n| Battery | Health test and terminals |\n| Lights and wipers | Every lamp, wiper blades and washers |\n| Underbody | Suspension, steering joints, exhaust and any damage |`,
    `You get a written report with photos, marked green, amber or red. Green needs nothing; amber is worth watching or doing at your next service; red needs attention now, and we give you a quote before touching anything.`,
    `## Book your check-up`,
    `Use our ${link("service booking form", "/service")} and write "Lifecycle Check-Up" in the comments, or call ${ctx.site.phone}. If it is due at the same time as a scheduled service, we do both in one visit.`,
  );
  return page(
    ctx,
    "pages/lifecycle-checkup",
    "Lifecycle Check-Up",
    `A free 30-minute inspection for ${ctx.name} customers, at the points in your ${ctx.car}'s life when it matters most.`,
    body,
  );
}

function serviceBenefits(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Why service with ${ctx.name}`,
    `You can have your ${ctx.car} serviced anywhere that follows the manufacturer's schedule, and your new-vehicle warranty stays valid. We think there are good reasons to bring it back to us.`,
    bullets([
      `**Factory-trained technicians.** Our team trains on ${ctx.makesText} ${ctx.cars} and uses the maker's diagnostic equipment and service bulletins, so updates and recall work are picked up at every visit.`,
      `**Genuine parts and the right fluids.** Oils, filters and coolants to your ${ctx.car}'s exact specification.`,
      `**Fixed-price scheduled services.** Many models have a set price for each scheduled service; see ${link("capped price servicing", "/capped-price-servicing")}.`,
      `**Your logbook kept up to date.** Paper or digital, stamped before you collect the ${ctx.car}, which matters when you come to sell it.`,
      `**No surprises.** If we find anything beyond the scheduled work, we call with photos and a quote first. Nothing extra is done without your approval.`,
      `**Getting you on your way.** Loan ${ctx.cars} can be booked ahead, and a courtesy shuttle runs to local addresses in the morning and afternoon.`,
      `**A wash and vacuum** with every scheduled service.`,
    ]),
    `## Roadside help`,
    `Many of the ${ctx.cars} we service are covered by the maker's roadside assistance, and servicing with an authorised dealer can keep that cover going. Ask us whether yours qualifies, or read about ${link("roadside assist", "/roadside-assist")}.`,
    `## Ready to book?`,
    `${link("Book a service online", "/service")} or call our service team on ${ctx.site.phone}. We are at ${ctx.site.address}.`,
  );
  return page(
    ctx,
    "pages/service-benefits",
    "Why Service With Us",
    `The benefits of servicing your ${ctx.car} at ${ctx.name}: trained technicians, genuine parts, fixed prices and no surprises.`,
    body,
  );
}

function reviews(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Reviews from our customers`,
    `We ask every customer who buys or services a ${ctx.car} with us to tell us how we went, and many of them share it publicly on Google. Below are some of the most recent reviews of ${ctx.name}. Reviews are written by customers in their own words; we do not edit them, and we never pay or reward anyone for a review.`,
    `## Leaving a review`,
    `If you have bought or serviced a ${ctx.car} with us, we would value your review, good or otherwise. Search for ${ctx.name} on Google Maps and choose "Write a review", or reply to the follow-up email we send after your visit. Tell other shoppers what mattered to you: the test drive, the paperwork, the handover, the service.`,
    `## When something has gone wrong`,
    `We read every review, and the dealer principal reads every one that is less than glowing. If we have let you down, we would much rather hear it from you directly so we can put it right. Call ${ctx.site.phone} and ask for the manager of the department you dealt with, or send the details through ${link("Contact Us", "/contact-us")}. We aim to respond within one business day.`,
    `## Ready to see for yourself?`,
    `Browse ${link(`our ${ctx.cars}`, ctx.stockLink)}, or ${link("book a test drive", "/book-test-drive")} and meet the team these reviews are about.`,
  );
  return page(
    ctx,
    "pages/reviews",
    "Customer Reviews",
    `Recent reviews of ${ctx.name} from customers who bought or serviced their ${ctx.car} with us.`,
    body,
  );
}

function homeDrive(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## We bring the test drive to you`,
    `Not everyone can get to a showroom during business hours. With Home Drive, one of our product specialists brings the ${ctx.car} you are interested in to your home or workplace, so you can try it on the roads you drive every day and check it fits in your garage or carport.`,
    `## How it works`,
    bullets([
      `**Choose the ${ctx.car}.** Find it in ${link(`our stock`, ctx.stockLink)}, or tell us the model and variant you want to try.`,
      `**Book a time.** Use our ${link("test drive booking form", "/book-test-drive")} and write "Home Drive" and your suburb in the comments, or call ${ctx.site.phone}.`,
      `**We confirm.** We call to confirm the time and address, and check your driver licence details.`,
      `**Drive it your way.** Take it on the school run, up your driveway, onto the freeway. Our specialist comes along to answer questions, or waits while you go, as you prefer.`,
    ]),
    `## Where we go`,
    `Home Drive is free within 30 km of our dealership at ${ctx.site.address}. Further afield, ask us: we can often combine visits in the same area. Weekday drives are available from 9 am to 6 pm, and Saturday mornings.`,
    `## What you need`,
    bullets([
      `A current full Australian driver licence (learner and probationary drivers are welcome with a supervising driver)`,
      `About 45 minutes`,
      `A safe place to park when we arrive`,
    ]),
    `## Buying from home`,
    `If you decide it is the one, we can arrange the paperwork, ${link("finance", "/finance")} and delivery to your door, too.`,
  );
  return page(
    ctx,
    "pages/home-drive",
    "Home Drive",
    `Test drive a ${ctx.car} from ${ctx.name} at your home or work: how Home Drive works and where we go.`,
    body,
  );
}

function preOwnedBenefits(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const years = ctx.site.warrantyYears;
  const body = md(
    `## Why buy pre-owned from ${ctx.name}`,
    `A good used ${ctx.car} is often the smartest buy on the road: someone else has taken the first years of depreciation, and a well-kept ${ctx.car} has plenty of life left. What matters is knowing what you are buying. Every pre-owned ${ctx.car} we sell goes through the same process before it reaches our lot.`,
    bullets([
      `**A multi-point inspection** of the engine, transmission, brakes, steering, suspension, tyres, electrics and body by our own technicians.`,
      `**A clear title.** We check every ${ctx.car} on the PPSR for finance owing, write-offs and theft, and you get the certificate.`,
      `**Service history checked,** and any scheduled service that is due done before you collect it.`,
      `**Reconditioned properly:** worn tyres and brakes replaced, paint touched up, interior detailed.`,
      `**A ${years}-year warranty** on the major mechanical and electrical components, on top of your rights under the Australian Consumer Law. See ${link("our warranty", "/warranty")}.`,
      `**Time to be sure.** Our ${link("return policy", "/return-policy")} sets out when you can bring a ${ctx.car} back or exchange it.`,
      `**Honest descriptions.** Real photos of the actual ${ctx.car}, the odometer reading as shown, and marks and wear pointed out.`,
    ]),
    `## Finance and trade-ins in one visit`,
    `Our business manager can arrange ${link("finance", "/finance")} through our panel of lenders, and we value your current ${ctx.car} as a trade-in on the spot.`,
    `## Start looking`,
    `Browse ${link("our used cars", "/search/used-cars")}, then ${link("book a test drive", "/book-test-drive")} or call us on ${ctx.site.phone}.`,
  );
  return page(
    ctx,
    "pages/pre-owned-benefits",
    "Why Buy Pre-Owned From Us",
    `How ${ctx.name} inspects, checks and warrants every pre-owned ${ctx.car}, and the time we give you to be sure.`,
    body,
  );
}

function experienceGt(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Experience GT`,
    `A ten-minute loop around the block does not tell you much about a performance ${ctx.car}. Experience GT is our extended drive of the sportiest ${ctx.makesText} models in our range, the GT, GT-Line and performance variants, on roads chosen to show what they can do, with one of our product specialists alongside.`,
    `## What is included`,
    bullets([
      `A two-hour drive on a planned route out of town, taking in open country roads and a winding section, with stops along the way`,
      `A walk-through of drive modes, launch and regenerative settings where the model has them, and the driver-assistance systems`,
      `Time with the specialist before and after to compare variants and options`,
      `Coffee on us at the halfway stop`,
    ]),
    `## Who it is for`,
    `Experience GT is for anyone seriously considering a GT or performance model, whether you are moving up from a hatchback or coming from another brand. There is no charge and no obligation to buy.`,
    `## Booking`,
    `Drives run on weekday mornings and selected Saturdays, one customer at a time, so places are limited. ${link("Book a test drive", "/book-test-drive")} and write "Experience GT" and the model you are interested in in the comments, or call ${ctx.site.phone}. Bring your full driver licence; you must be 21 or over and hold an open licence to take part.`,
    `## Safety first`,
    `Every drive is on public roads, within the speed limits and the road rules. Our specialist may end a drive that is not.`,
    `If the drive confirms it, we can talk through ${link("finance", "/finance")} and your trade-in the same day.`,
  );
  return page(
    ctx,
    "pages/experience-gt",
    "Experience GT",
    `An extended drive of the GT and performance models at ${ctx.name}, with a product specialist alongside.`,
    body,
  );
}

function unsubscribe(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Stop our marketing messages`,
    `We only send news and offers to people who have agreed to hear from us, and you can change your mind at any time. Choose whichever way is easiest.`,
    `## Email`,
    `Every marketing email from ${ctx.name} has an "Unsubscribe" link at the bottom. Click it and your address is removed from our marketing list. You do not need to sign in or give a reason.`,
    `## SMS`,
    `Reply **STOP** to any marketing text message from us. You will get one confirmation message and nothing further.`,
    `## Ask us directly`,
    `Send us a message through our ${link("enquiry form", "/contact-us")} with the email address or mobile number you want removed and the words "Unsubscribe me", or call us on ${ctx.site.phone}. If you have more than one address or number with us, list them all so we can remove each one.`,
    `## How long it takes`,
    `We act on every request within five business days, as the Spam Act 2003 requires, and usually the same day. A message already scheduled before your request may still arrive in that time.`,
    `## Messages you will still receive`,
    `Unsubscribing stops marketing. We will still contact you about things you have asked for or that concern your ${ctx.car}: a service booking confirmation, an enquiry you have made, a recall notice, or paperwork for a purchase in progress. These are not advertising and do not carry an unsubscribe link.`,
    `## Your personal information`,
    `Unsubscribing does not delete your details from our customer records. To see, correct or ask about the information we hold, read our ${link("privacy policy", "/privacy-policy")}.`,
  );
  return page(
    ctx,
    "pages/unsubscribe",
    "Unsubscribe",
    `How to stop marketing emails and text messages from ${ctx.name}.`,
    body,
  );
}

function handbackGuarantee(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Know what your ${ctx.car} is worth before you drive it away`,
    `The Autopact Handback Guarantee is a finance option at ${ctx.name} that sets a Guaranteed Future Value on your ${ctx.car} on the day you buy it. You make lower monthly repayments over the term, and at the end you decide what happens next.`,
    `## At the end of the term you can`,
    bullets([
      `**Trade it in** on a new ${ctx.car}. If it is worth more than the Guaranteed Future Value, the difference goes towards your next one.`,
      `**Hand it back.** Return the ${ctx.car} and the Guaranteed Future Value covers the final payment, so you walk away owing nothing more on it, whatever has happened to used-car prices.`,
      `**Keep it.** Pay or refinance the final amount and the ${ctx.car} is yours.`,
    ]),
    `## How the guarantee is set`,
    `When you apply, you choose a term of two to four years and an annual kilometre allowance that suits how you drive. Together with the ${ctx.car}'s make and model, they set the Guaranteed Future Value, which is written into your contract.`,
    `## Handing back`,
    `To hand back under the guarantee, the ${ctx.car} needs to be within the agreed kilometres, serviced to the manufacturer's schedule, and in a condition that reflects fair wear and tear for its age. Extra kilometres and damage beyond fair wear and tear are charged at the rates in your contract; we go through examples with you before you sign.`,
    `## Is it right for you?`,
    `It suits drivers who like to change ${ctx.cars} every few years and want certainty. Approval is subject to the lender's credit criteria, fees and charges apply, and you should consider whether it is appropriate for your circumstances. Our business manager can compare it with a standard loan on ${link("our finance page", "/finance")}, or call ${ctx.site.phone}.`,
  );
  return page(
    ctx,
    "autopact-handback-guarantee",
    "Autopact Handback Guarantee",
    `Lower repayments and a Guaranteed Future Value on your ${ctx.car}: trade, hand back or keep at the end of the term.`,
    body,
  );
}

function protectionPlan(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Protection for the life of your ${ctx.car}`,
    `The Autopact Protection Plan brings together the protection products our customers ask for most, arranged in one place when you buy your ${ctx.car} from ${ctx.name}. Choose the parts that suit you; every one is optional.`,
    `## What you can include`,
    `| Cover | What it does |\n| --- | --- |\n| Extended warranty | Pays for mechanical and electrical repairs after the factory warranty ends |\n| Tyre and rim | Repairs or replaces tyres and rims damaged by road hazards such as potholes and nails |\n| Paint and interior | A protective coating for paint, and treatment for seats and carpets against stains |\n| Scratch and dent | Small dents and scratches repaired without a full panel-shop visit |\n| Gap cover | Pays the difference between what you owe on finance and the insured value after a total loss |`,
    `## Before you decide`,
    bullets([
      `Protection products are **never a condition** of buying a ${ctx.car} or of getting finance from us.`,
      `Each product has its own terms, limits and exclusions. We give you the product disclosure statement or terms before you buy, and you should read them.`,
      `Where a product is insurance, there is a cooling-off period, and you can cancel for a pro-rata refund afterwards, less any fees set out in the terms.`,
      `The Australian Consumer Law already guarantees your ${ctx.car} is of acceptable quality; a protection product adds to that, it does not replace it.`,
    ]),
    `## Adding it to your purchase`,
    `The plan can be paid up front or included in your ${link("finance", "/finance")}. Ask your sales consultant for a quote that shows the price of each product separately, or call ${ctx.site.phone}.`,
  );
  return page(
    ctx,
    "autopact-protection-plan",
    "Autopact Protection Plan",
    `Optional extended warranty, tyre and rim, paint, dent and gap cover for your ${ctx.car}, arranged with your purchase.`,
    body,
  );
}

function ultratek(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## Ultratek paint and interior protection`,
    `Australian sun, salt air, bird droppings and tree sap are hard on a ${ctx.car}'s finish. Ultratek is the ceramic-based paint protection and interior treatment applied by our own detailing team at ${ctx.name}, before delivery or at any time afterwards.`,
    `## What is applied`,
    bullets([
      `**Paint:** the paint is decontaminated and machine-polished, then a ceramic coating is applied that bonds to the clear coat. Water beads and runs off, dirt washes away more easily and the gloss lasts.`,
      `**Glass:** a water-repellent treatment for the windscreen and side windows.`,
      `**Wheels:** a heat-resistant coating that makes brake dust easier to clean off.`,
      `**Interior:** a fabric and leather treatment that helps stop spills soaking in.`,
    ]),
    `## Caring for your coating`,
    bullets([
      `Leave the ${ctx.car} unwashed for seven days after application while the coating cures`,
      `Hand wash with a pH-neutral car shampoo; avoid brush car washes`,
      `Remove bird droppings and sap promptly, with water and a soft microfibre cloth`,
      `Come back once a year for a free inspection and top-up of the coating's surface layer`,
    ]),
    `## What it does not do`,
    `A coating resists staining and makes cleaning easier. It is not armour: stone chips, scratches from keys or car-wash brushes, and damage from accidents are not covered. The written terms you receive with the product set out exactly what is covered and for how long.`,
    `## Getting Ultratek`,
    `Ask your sales consultant to add it to a new or used ${ctx.car}, or have it applied to the ${ctx.car} you already own: it takes a day in our detailing bay. ${link("Contact us", "/contact-us")} or call ${ctx.site.phone} for a price.`,
  );
  return page(
    ctx,
    "ultratek",
    "Ultratek Paint and Interior Protection",
    `Ceramic paint, glass, wheel and interior protection applied by the ${ctx.name} detailing team.`,
    body,
  );
}

function diamondAdvantage(ctx: PageContext, link: LinkTo): ContentPageSeed {
  const body = md(
    `## The Diamond Advantage`,
    `Diamond Advantage is ${ctx.name}'s thank-you to the people who buy their ${ctx.car} from us. It comes with every new, demo and used ${ctx.car} we sell, at no extra cost, and lasts for as long as you own the ${ctx.car} and keep servicing it with us.`,
    `## What you get`,
    bullets([
      `**Complimentary loan ${ctx.car}** for every scheduled service booked at least two business days ahead`,
      `**Free wash and vacuum** every time your ${ctx.car} visits our workshop`,
      `**Priority service bookings**, with a guaranteed appointment within five business days`,
      `**10% off genuine accessories** fitted by us in your first year of ownership`,
      `**A free annual safety check** of tyres, brakes, lights, wipers and battery`,
      `**Owner events**: invitations to new-model previews and our winter driving-safety evenings`,
    ]),
    `## How to join`,
    `There is nothing to sign up for. Your membership starts on the day you collect your ${ctx.car}, and our service team sees it on your record when you book. If you buy another ${ctx.car} from us, it carries over.`,
    `## Keeping it going`,
    `Diamond Advantage continues while your ${ctx.car} is serviced at ${ctx.name} to the manufacturer's schedule. It is not transferable to a new owner, and benefits cannot be exchanged for cash. It does not affect your new-vehicle warranty or your rights under the Australian Consumer Law.`,
    `## Use it`,
    `${link("Book a service", "/service")} and mention Diamond Advantage, or call ${ctx.site.phone}. Not a customer yet? ${link("Book a test drive", "/book-test-drive")} and ask us about it.`,
  );
  return page(
    ctx,
    "diamond-advantage",
    "Diamond Advantage",
    `The owner benefits that come with every ${ctx.car} bought from ${ctx.name}: loan cars, washes, priority bookings and more.`,
    body,
  );
}
