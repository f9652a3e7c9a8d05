// The pages every site gets on day one, whatever its template: About Us, the team, careers,
// warranty, FAQs, how buying works, the privacy collection notice and the website terms of use.

import type { ContentPageSeed } from "../content-types";
import { bullets, md, money, page, type PageContext } from "./context";

export function commonPages(ctx: PageContext): ContentPageSeed[] {
  return [aboutUs(ctx), teams(ctx), careers(ctx), warranty(ctx), faqs(ctx), buying(ctx), privacy(ctx), terms(ctx)];
}

function whatWeSell(ctx: PageContext): string {
  switch (ctx.site.template) {
    case "used-car":
      return `${ctx.name} sells used ${ctx.cars} only. Every ${ctx.car} on our lot has been through a multi-point inspection and a PPSR check before it goes on sale, and our [return policy](/return-policy) lets you return or exchange a ${ctx.car} that turns out not to be right for you.`;
    case "group":
      return `${ctx.name} is a family of dealerships selling ${ctx.makesText} across several locations, alongside our own used-car, rental, tyre, paint protection and 4x4 businesses.`;
    case "leisure":
      return `${ctx.name} sells new and used caravans, campers and motorcycles, and looks after them in our own workshop once they are on the road.`;
    case "subscription":
      return `${ctx.name} offers ${ctx.car} subscriptions: one monthly payment covers the ${ctx.car}, registration, insurance, servicing and roadside assistance, with no large deposit and no long-term loan.`;
    case "one-dealer":
      return `${ctx.name} is a single-site dealership selling new ${ctx.makesText} ${ctx.cars}, demonstrators and quality used ${ctx.cars}, with our own service and parts departments on site.`;
    default:
      return `${ctx.name} sells new ${ctx.makesText} ${ctx.cars}, demonstrators and quality used ${ctx.cars}, with factory-trained technicians and a genuine parts department on site.`;
  }
}

function aboutUs(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Who we are`,
    `${whatWeSell(ctx)} ${ctx.group ? "Our main location is at" : "We are based at"} ${ctx.site.address} and most of our customers live within an hour's drive, although we regularly deliver further afield across ${ctx.stateName} and interstate.`,
    ctx.site.dealerLicence &&
      `We are a licensed motor dealer in ${ctx.stateName} (licence ${ctx.site.dealerLicence}). That licence means we follow the state's dealer rules on contracts, cooling-off periods and statutory warranties, and you can hold us to them.`,
    `## How we like to do business`,
    bullets([
      `**Clear prices.** The price you see on our website is the price on the ${ctx.car}. Where a price is drive-away we say so; where government charges are extra we say that too.`,
      `**No pressure.** Take your time, take a test drive, sleep on it. A good ${ctx.car} at a fair price does not need a hard sell.`,
      `**Honest descriptions.** We photograph the actual ${ctx.car}, list the kilometres as shown on the odometer and point out marks and wear rather than hiding them.`,
      `**Looking after you afterwards.** Our service team sees many of our customers for years after the sale, so it pays us to get the sale right the first time.`,
    ]),
    `## What we can help with`,
    bullets([
      `Browsing our current stock online at [our stock page](${ctx.stockLink})`,
      ctx.subscription
        ? `Choosing a subscription plan that fits how far you drive`
        : `Arranging finance through our lending partners, see [Finance](/finance)`,
      `Valuing your current ${ctx.car} as a trade-in at [Trade-in](/trade-in)`,
      `Servicing, repairs and warranty work through our [service department](/service)`,
      ctx.leisure &&
        `Caravan handovers, where we walk you through the water, gas, electrics and towing set-up before you leave`,
      ctx.group && `Fleet and business purchasing through our dedicated fleet team at [Fleet](/fleet)`,
    ]),
    `## Visit or get in touch`,
    `Call us on ${ctx.site.phone}, email ${ctx.site.email}, or drop in to ${ctx.site.address}. If you would rather we came to you, send us a message through [Contact Us](/contact-us) and tell us what you are looking for. One of the team will get back to you, usually the same business day.`,
  );
  return page(
    ctx,
    "about-us",
    `About ${ctx.name}`,
    `Who we are, how we do business and how ${ctx.name} can help you find your next ${ctx.car}.`,
    body,
  );
}

function teams(ctx: PageContext): ContentPageSeed {
  const roles: [string, string, string][] = [
    [
      "Dealer Principal",
      "Mark",
      `Runs the business day to day and is the person to ask for if anything has not gone the way it should.`,
    ],
    [
      ctx.usedOnly ? "Used Sales Manager" : "Sales Manager",
      "Priya",
      `Leads the sales team, signs off every deal and makes sure our prices and descriptions are accurate.`,
    ],
    [
      ctx.subscription ? "Subscription Consultant" : "Sales Consultant",
      "Tom",
      ctx.subscription
        ? `Helps you choose a plan, explains what is included and books your delivery.`
        : `Takes you through test drives, walkarounds and the paperwork, and stays your contact after delivery.`,
    ],
    [
      "Business Manager (Finance)",
      "Leanne",
      `Arranges finance and insurance through our panel of lenders and explains the numbers before you sign anything.`,
    ],
    [
      ctx.usedOnly ? "Trade-in and Appraisal Manager" : "Used Vehicle Manager",
      "Sam",
      `Values trade-ins, buys in stock and oversees the inspection and reconditioning of every used ${ctx.car}.`,
    ],
    [
      "Service Manager",
      "Dave",
      `Runs the workshop, books your ${ctx.leisure ? "caravan or motorcycle" : ctx.car} in and keeps you updated while it is with us.`,
    ],
    [
      "Parts Interpreter",
      "Mei",
      `Finds the right part for your ${ctx.car}, genuine or approved, and orders in what we do not have on the shelf.`,
    ],
    [
      "Customer Experience Coordinator",
      "Jess",
      `Answers the phones and enquiries, books appointments and organises deliveries and handovers.`,
    ],
  ];
  if (ctx.group)
    roles.splice(1, 0, [
      "Fleet Manager",
      "Andrew",
      "Looks after business, government and fleet buyers across the group, from quotes to delivery.",
    ]);
  if (ctx.leisure)
    roles.splice(6, 0, [
      "Caravan Handover Specialist",
      "Bec",
      "Walks new owners through every system in their van and their first hitch-up.",
    ]);
  const body = md(
    `## Meet the team`,
    `${ctx.name} is a small team of people who like ${ctx.leisure ? "caravans, motorcycles and the road" : ctx.cars} and like helping people find the right one. These are the roles you are most likely to deal with; everyone answers to the same rule: treat customers the way we would want to be treated.`,
    `| Role | Who | What they do |\n| --- | --- | --- |\n${roles.map(([role, who, what]) => `| ${role} | ${who} | ${what} |`).join("\n")}`,
    `## Sales`,
    `Our sales consultants are not paid to push a particular ${ctx.car}. Tell them how you will use it, what you need to fit in it and your budget, and they will shortlist what suits. When you are ready, [book a test drive](/book-test-drive).`,
    `## Finance`,
    `Our business manager can compare offers from several lenders and will show you the repayment, the term and the total cost before you commit. Read more on our [Finance](/finance) page.`,
    `## Service and parts`,
    `Our technicians are trained on the ${ctx.cars} we sell and use the correct fluids and parts for each one. [Book a service](/service) online or call ${ctx.site.phone}.`,
    `## Talk to the right person`,
    `Not sure who you need? Send a message through [Contact Us](/contact-us) and we will pass it to the right person.`,
  );
  return page(
    ctx,
    "teams",
    "Meet the Team",
    `The people at ${ctx.name} and what each of them can help you with.`,
    body,
  );
}

function careers(ctx: PageContext): ContentPageSeed {
  const openRoles: [string, string, string][] = [
    [
      "Sales Consultant",
      "Full time",
      `Experience in retail sales helps; we train you on our ${ctx.cars}, systems and compliance. A current driver licence is essential.`,
    ],
    [
      ctx.leisure ? "Caravan and RV Technician" : "Automotive Technician",
      "Full time",
      ctx.leisure
        ? "A trade qualification in automotive, electrical or RV work; gas fitting or 12-volt experience is a bonus."
        : "A Certificate III in Light Vehicle Mechanical Technology or equivalent, and a current driver licence.",
    ],
    [
      "Apprentice Technician",
      "Full time",
      "For school leavers and career changers keen to learn a trade. We support you through TAFE.",
    ],
    [
      "Service Advisor",
      "Full time",
      "Customer service experience and good organisation; workshop experience is an advantage.",
    ],
    [
      "Vehicle Detailer and Yard Attendant",
      "Casual",
      `Prepares ${ctx.cars} for sale and delivery and keeps the yard tidy. A clean driver licence is needed.`,
    ],
  ];
  const body = md(
    `## Work with us`,
    `${ctx.name} is always interested in hearing from people who take pride in their work and enjoy dealing with customers. We offer ongoing training, manufacturer and industry courses where they apply, a staff discount on servicing and parts, and a workplace where people are encouraged to speak up and suggest better ways of doing things.`,
    `## Roles we regularly recruit for`,
    `| Role | Type | What you need |\n| --- | --- | --- |\n${openRoles.map((role) => `| ${role.join(" | ")} |`).join("\n")}`,
    `Not every role is open at any one time, but we keep applications on file and contact people when a suitable position comes up.`,
    `## What we look for`,
    bullets([
      "Reliability and honesty: customers trust us with their money and their vehicles",
      "A current Australian driver licence for any role that moves vehicles",
      "The right to work in Australia",
      "Willingness to learn: we would rather train a good person than hire a skilled one with a poor attitude",
    ]),
    `## How to apply`,
    `To apply, use the enquiry form on our [Contact Us](/contact-us) page. Tell us which role interests you, a little about your experience and the best way to reach you, and mention that you can send a resume when we reply. We read every application and aim to respond within a week.`,
    `${ctx.name} is an equal opportunity employer. We welcome applications from people of all backgrounds, ages and abilities, and we will make reasonable adjustments for interviews if you let us know what you need.`,
  );
  return page(ctx, "careers", "Careers", `Roles at ${ctx.name} and how to apply through our Contact Us page.`, body);
}

function warranty(ctx: PageContext): ContentPageSeed {
  const years = ctx.site.warrantyYears;
  const label =
    years === 3 ? "3-year standard warranty" : years === 5 ? "5-year extended warranty" : "7-year extended warranty";
  const item = ctx.leisure ? "caravan or motorcycle" : ctx.car;
  const body = md(
    `## Our ${label}`,
    `Eligible used ${ctx.leisure ? "caravans and motorcycles" : ctx.cars} sold by ${ctx.name} come with our ${label}. Your cover runs for ${years} years from the date of delivery, subject to the kilometre limit and conditions written on your warranty certificate, which you receive with your contract.`,
    ctx.sellsNew &&
      `New ${ctx.cars} are covered by the manufacturer's own new vehicle warranty instead; we handle those claims for you in our service department.`,
    `## What is covered`,
    bullets(
      ctx.leisure
        ? [
            "Chassis, A-frame and suspension components against structural failure",
            "Water pump, hot water system, fridge and cooking appliances",
            "12-volt and 240-volt electrical systems, including the battery management system",
            "Motorcycles: engine, gearbox, final drive and electrical components",
          ]
        : [
            "Engine: internal lubricated parts, cylinder head, block and timing components",
            "Transmission and gearbox, including automatic transmission internals",
            "Differential, drive shafts and transfer case",
            "Cooling system: radiator, water pump and thermostat",
            "Electrical: starter motor, alternator and engine control module",
            "Steering, brakes (excluding pads and discs) and suspension components",
          ],
    ),
    `## What is not covered`,
    bullets([
      "Normal wear and tear items such as tyres, brake pads and discs, wiper blades, globes and clutch linings",
      "Damage caused by an accident, misuse, neglect, overloading or off-road use beyond the vehicle's design",
      `Faults caused by servicing that was missed or not done to the manufacturer's schedule`,
      "Modifications and aftermarket accessories, and damage they cause",
      "Paint, trim, glass and cosmetic items",
    ]),
    `## Keeping your cover`,
    `Have your ${item} serviced on time, to the manufacturer's schedule, and keep the receipts or logbook stamps. You do not have to service with us to keep your warranty, but the work must be done by a qualified repairer using parts that meet the manufacturer's specification.`,
    `## How to make a claim`,
    bullets([
      `Stop driving if continuing could cause more damage, and call us on ${ctx.site.phone}.`,
      `Do not authorise repairs elsewhere before speaking to us: claims need approval before work starts.`,
      `Have your warranty certificate, odometer reading and service records ready.`,
      `Bring the ${item} to our [service department](/service), or we will tell you the nearest approved repairer if you are out of the area.`,
    ]),
    `You can also start a claim through [Contact Us](/contact-us).`,
    `## Your rights under the Australian Consumer Law`,
    `This warranty is given in addition to your rights under the Australian Consumer Law and the laws of ${ctx.stateName}. Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.`,
    `Used vehicles bought from a licensed dealer may also carry a statutory dealer warranty under ${ctx.stateName} law, depending on their age and kilometres. We state on your contract whether it applies. For more on consumer guarantees, see the ACCC at [accc.gov.au](https://www.accc.gov.au).`,
  );
  return page(ctx, "warranty", "Warranty", `What our ${label} covers, what it excludes and how to make a claim.`, body);
}

function faqs(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Buying`,
    `### Are your prices negotiable?`,
    `Our prices are set to be competitive from the start, checked against the market every week. We are always happy to talk about the overall deal, including your trade-in, finance and any accessories.`,
    `### Is the advertised price drive-away?`,
    `Each listing says whether the price is drive-away or excludes government charges. Drive-away includes registration, stamp duty and compulsory third party insurance; where charges are excluded we will give you the exact figure before you commit.`,
    ctx.site.reservation && `### Can I hold a ${ctx.car} while I decide?`,
    ctx.site.reservation &&
      `Yes. Reserve it online: ${ctx.reservationText}. See [How buying works](/buying) for details.`,
    `## Finance`,
    `### Can you arrange finance?`,
    `Yes. We work with a panel of lenders and can arrange secured consumer and business loans. Estimates on our site are indicative only and subject to lender approval. Start at [Finance](/finance).`,
    `### Will an enquiry affect my credit score?`,
    `Asking us for a quote does not. A credit check happens only when you submit a full application, and we tell you before it happens.`,
    `## Trade-in`,
    `### Do you take trade-ins?`,
    `Yes, almost any ${ctx.car} in any condition. Get a valuation at [Trade-in](/trade-in) and we will confirm the figure when we see it in person.`,
    `### What if I still owe money on my trade-in?`,
    `That is common. We pay out the loan as part of the deal and the difference is reflected in your changeover price. Bring your loan details and we will get a payout figure.`,
    `## Test drives`,
    `### Do I need to book a test drive?`,
    `Booking makes sure the ${ctx.car} is here, clean and charged or fuelled when you arrive. [Book a test drive](/book-test-drive) and bring your driver licence.`,
    ctx.leisure &&
      `### Can I test tow a caravan?\n\nWhere your tow vehicle is suitably rated and fitted, yes. Tell us your tow vehicle when you book and we will check the towing capacity and ball weight with you first.`,
    `### Can someone come with me?`,
    `Of course. Bring whoever will be driving it or helping you decide.`,
    `## Delivery`,
    `### How long until I can pick it up?`,
    `Most used ${ctx.cars} are ready within two to five business days once finance and registration are sorted. ${ctx.sellsNew ? `New ${ctx.cars} not in stock depend on factory supply; we give you an estimate when you order and keep you updated.` : ""}`,
    `### Do you deliver?`,
    `Yes. We can deliver across ${ctx.stateName} and arrange transport interstate. The cost depends on distance; ask us for a quote through [Contact Us](/contact-us).`,
    `### Still have a question?`,
    `Call ${ctx.site.phone} or send us a message and we will get back to you.`,
  );
  return page(
    ctx,
    "faqs",
    "Frequently Asked Questions",
    `Answers to common questions about buying, finance, trade-ins, test drives and delivery at ${ctx.name}.`,
    body,
  );
}

function buying(ctx: PageContext): ContentPageSeed {
  const reservation = ctx.site.reservation;
  const body = md(
    `## How buying from ${ctx.name} works`,
    `Buying a ${ctx.car} should be straightforward. Here is what happens from first look to handing over the keys.`,
    `## 1. Find your ${ctx.car}`,
    `Browse [our stock](${ctx.stockLink}). Every listing shows the price, kilometres, photos of the actual ${ctx.car} and its key features. If you cannot find what you want, tell us through [Contact Us](/contact-us) and we will watch for it.${ctx.subscription ? ` Subscription plans are priced per month and include registration, insurance and servicing.` : ""}`,
    `## 2. Test drive`,
    `[Book a test drive](/book-test-drive) at a time that suits. Bring your driver licence. We will show you around the ${ctx.car} before you go and answer any questions when you get back.`,
    `## 3. ${ctx.subscription ? "Subscription or finance" : "Finance"}`,
    ctx.subscription
      ? `A subscription needs no loan: you pay monthly and can hand the ${ctx.car} back at the end of your term. We check your driver licence and run a credit check before approving a subscription. If you would rather own a ${ctx.car}, our team can also arrange finance; figures on the website are estimates only. See [Finance](/finance).`
      : `If you are financing, our business manager can compare lenders and give you a personalised quote. Figures on the website are estimates only; your rate depends on the lender's assessment. See [Finance](/finance).`,
    `## 4. Trade-in`,
    `Get an online valuation at [Trade-in](/trade-in). We confirm it after a short inspection and the value comes straight off the price of your next ${ctx.car}.`,
    reservation && `## 5. Reserve online`,
    reservation &&
      `Found the one? Reserve it online with a card payment of ${money(reservation.depositAmount)}. We take the ${ctx.car} off sale and hold it for ${reservation.holdHours} hours while you arrange finance, a test drive or an inspection. The deposit is ${reservation.refundableText} if you decide not to go ahead within that time, and comes off the price if you do.`,
    `## ${reservation ? "6" : "5"}. Paperwork and delivery`,
    bullets([
      "We prepare the contract and go through every line with you, including government charges and any extras.",
      ctx.subscription
        ? `A subscription ${ctx.car} stays registered and insured by us with you as the nominated driver; we complete a final clean and safety check.`
        : `We register the ${ctx.car} in your name and complete a final clean and safety check.`,
      `Pick up from our dealership at ${ctx.site.address}, or ask us to deliver it.`,
      `At handover we show you the features, pair your phone and explain the service schedule${ctx.leisure ? ", and for caravans we run through hitching, water, gas and power" : ""}.`,
    ]),
    `## After you drive away`,
    `Your ${ctx.car} comes with the warranty described on our [Warranty](/warranty) page${ctx.site.returnTerms ? ` and our [return policy](/return-policy)` : ""}. Questions later on? Call ${ctx.site.phone}.`,
  );
  return page(
    ctx,
    "buying",
    `How Buying Works`,
    `The steps to buying from ${ctx.name}: finding a ${ctx.car}, test driving, finance, trade-in${reservation ? ", reserving online" : ""} and delivery.`,
    body,
  );
}

function privacy(ctx: PageContext): ContentPageSeed {
  const body = md(
    `## Our commitment`,
    `${ctx.name} is bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This notice explains what personal information we collect through this website and in the dealership, why, and what we do with it.`,
    `## What we collect`,
    ctx.leisure &&
      `This notice applies whether you are enquiring about a caravan, a camper, a motorcycle or a service for any of them.`,
    `| Form or activity | What we collect |\n| --- | --- |\n| Enquiry and contact forms | Name, email, phone, postcode, the ${ctx.car} you are interested in and your message |\n| Test-drive bookings | Name, contact details, preferred time and a copy of your driver licence when you arrive |\n| Finance enquiries and applications | Identity, employment, income, expenses, assets and liabilities, and consent for credit checks |\n| Trade-in valuations | Your ${ctx.car}'s registration, VIN, kilometres, condition and photos, plus your contact details |\n| Reservations and online payments | Name, contact details and payment details (card payments are processed by our payment provider, not stored by us) |\n| Using the website | Device, browser, pages viewed and cookies used for analytics and remembering favourites |`,
    `## Why we collect it`,
    bullets([
      "To answer your enquiries and arrange test drives, valuations and appointments",
      "To prepare quotes and contracts and complete the sale, registration and delivery",
      "To arrange finance and insurance when you ask us to",
      "To meet warranty, recall and legal obligations",
      "To tell you about offers, servicing and events, which you can opt out of at any time",
    ]),
    `If you do not give us the information we ask for, we may not be able to help you, for example by arranging finance.`,
    `## Who we disclose it to`,
    bullets([
      "Financiers and insurers, when you apply for finance or insurance through us",
      ctx.site.newMakes.length > 0
        ? `Vehicle manufacturers and their Australian distributors (including ${ctx.makesText}) for warranty, recalls and customer satisfaction surveys`
        : "Vehicle manufacturers and their Australian distributors, for warranty and recalls",
      "Our customer relationship management (CRM), email and website providers, who store enquiries for us",
      "Registration authorities, transport and delivery companies, and valuation and history check services",
      "Our professional advisers and anyone we are required to disclose to by law",
    ]),
    `## Overseas disclosure`,
    `Some of our service providers, such as CRM and email platforms, may store information on servers outside Australia, including in the United States and other countries. We take reasonable steps to ensure they handle it in line with the Australian Privacy Principles.`,
    `## Access and correction`,
    `You can ask to see the personal information we hold about you and ask us to correct it. We will respond within 30 days. There is no charge to make a request.`,
    `## Complaints`,
    `If you think we have mishandled your information, contact us first and we will investigate and reply within 30 days. If you are not satisfied, you can complain to the Office of the Australian Information Commissioner (OAIC) at [oaic.gov.au](https://www.oaic.gov.au).`,
    `## Contact us about privacy`,
    bullets([
      `Email: ${ctx.site.email}`,
      `Phone: ${ctx.site.phone}`,
      `Post or visit: ${ctx.name}, ${ctx.site.address}`,
    ]),
  );
  return page(
    ctx,
    "privacy-policy",
    "Privacy Policy",
    `How ${ctx.name} collects, uses and protects your personal information under the Australian Privacy Principles.`,
    body,
  );
}

function terms(ctx: PageContext): ContentPageSeed {
  const reservation = ctx.site.reservation;
  const body = md(
    `## About these terms`,
    `These terms apply to your use of the ${ctx.name} website. By using the site you agree to them. We may update them from time to time; the version on this page is the one that applies.`,
    `## Pricing and availability`,
    bullets([
      `Prices are in Australian dollars and include GST. A price marked drive-away includes registration, stamp duty, compulsory third party insurance and dealer delivery. A price marked as excluding government charges does not include registration, stamp duty or CTP, which are extra.`,
      `${ctx.Cars} are sold on a first-come basis and may be sold before the website updates. A listing is an invitation to enquire, not an offer we are bound to accept.`,
      `We check listings carefully, but errors can occur. If we find a pricing error we will tell you before any contract is signed.`,
    ]),
    `## Images and descriptions`,
    `Images are indicative only. Where a listing uses stock or manufacturer images, colours, features and accessories may differ from the ${ctx.car} for sale. Please confirm any feature that matters to you before buying.`,
    ctx.leisure &&
      `Caravan floor plans, layouts and weights (tare, ball weight and aggregate trailer mass) shown on the website are indicative. Confirm them on the caravan's compliance plate and weigh the caravan before you travel.`,
    `## Finance estimates`,
    `Repayment estimates and calculators on this website are indicative only and do not constitute a quote or an offer of credit. Finance is subject to lender approval; fees, charges, terms and lending criteria apply.`,
    reservation && `## Online reservations`,
    reservation &&
      bullets([
        `You can reserve a ${ctx.car} online by paying a deposit of ${money(reservation.depositAmount)} by card.`,
        `We hold the ${ctx.car} for ${reservation.holdHours} hours from the time of payment.`,
        `The deposit is ${reservation.refundableText} if you decide not to proceed within the hold period. If you proceed, it comes off the purchase price.`,
        `A reservation is not a contract of sale. The sale is made only when we both sign a contract.`,
      ]),
    `## Use of the website`,
    `You may use the site for personal, non-commercial purposes. Do not copy our listings or content in bulk, interfere with the site or submit false information in our forms.`,
    `## Limitation of liability`,
    `Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law that cannot lawfully be excluded. Subject to that, we are not liable for any loss arising from your use of, or reliance on, this website, and our liability for a failure to comply with a consumer guarantee is limited to the extent the law permits. Learn about your consumer rights at [accc.gov.au](https://www.accc.gov.au).`,
    `## Privacy`,
    `How we handle information you give us is described in our [Privacy Policy](/privacy-policy).`,
    `## Governing law`,
    `These terms are governed by the laws of ${ctx.stateName}, and you submit to the non-exclusive jurisdiction of its courts.`,
    `## Contact`,
    `${ctx.name}, ${ctx.site.address}. Phone ${ctx.site.phone}, email ${ctx.site.email}.${ctx.site.dealerLicence ? ` Dealer licence ${ctx.site.dealerLicence}.` : ""}`,
  );
  return page(
    ctx,
    "terms-and-conditions",
    "Terms and Conditions",
    `The terms of use for the ${ctx.name} website, covering pricing, images, finance estimates${reservation ? ", online reservations" : ""} and liability.`,
    body,
  );
}
