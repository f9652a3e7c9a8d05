// The three shapes a lead leaves in: an e-mail for the dealership's inbox, an ADF 1.0 XML document
// and a JSON document for its CRM. Pure functions of the stored lead, so a retry sends exactly what
// the first attempt would have.

import { carTitle } from "@/cars/car-title";
import { reservationReference } from "@/platform/references";
import {
  onlinePurchaseKey,
  onlinePurchaseLines,
  readOnlinePurchase,
  type OnlinePurchaseDetails,
} from "../online-purchase";
import { readReceipt, receiptKey, receiptLines } from "../receipt";

export type DeliveryLead = {
  id: string;
  createdAt: Date;
  formType: string;
  category: string;
  subcategory: string | null;
  payload: Record<string, unknown>;
  site: { name: string; slug: string };
  dealership: { name: string } | null;
  location: {
    name: string;
    phone: string;
    email: string | null;
    street: string;
    city: string;
    state: string;
    postcode: string;
  } | null;
  car: {
    id: string;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    name: string;
    stocknum: string;
    vin: string | null;
    carType: "new" | "used" | "demo";
    price: number;
    colour: string | null;
    km: number;
  } | null;
};

function text(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number") return String(value);
  return null;
}

/** Answers in the order a dealer reads them, each with its label. */
const summaryFields: readonly (readonly [key: string, label: string])[] = [
  ["appointment_label", "Test drive booking"],
  ["vehicle", "Vehicle of interest"],
  ["Rego", "Rego"],
  ["tradeInYear", "Trade-in year"],
  ["tradeInMake", "Trade-in make"],
  ["tradeInModel", "Trade-in model"],
  ["tradeInBadge", "Trade-in badge"],
  ["tradeInBody", "Trade-in body"],
  ["tradeInTransmission", "Trade-in transmission"],
  ["tradeInFuel", "Trade-in fuel"],
  ["tradeInVin", "Trade-in VIN"],
  ["rego", "Rego"],
  ["regoState", "Rego state"],
  ["kms", "Kilometres"],
  ["vehiclePriceBudget", "Vehicle price budget ($)"],
  ["offer_price", "Offer accepted ($)"],
  ["offer_valid_until_label", "Offer valid until"],
  ["offer_id", "Offer"],
  ["inspection_label", "Trade-in inspection"],
  ["valuation_id", "Valuation"],
  ["PreferredContactMethod", "Preferred contact method"],
  ["finance", "Needs finance"],
  ["do-you-have-a-trade-in", "Has a trade-in"],
  ["request", "Request"],
  ["location_name", "Location"],
  ["dealership_slug", "Dealership"],
  // A reservation (src/checkout): what the dealer needs to find the payment.
  ["prize", "Prize won"],
  ["invoice_reference", "Invoice or quote reference"],
  ["amount_paid", "Amount paid"],
  ["reservation_id", "Reservation"],
  ["reservation_status", "Reservation status"],
  ["deposit", "Deposit"],
  ["held_until_label", "Held until"],
  ["card", "Card"],
  ["payment_reference", "Payment reference"],
  ["refund_reference", "Refund reference"],
];

/**
 * The payload key of a reservation's link to its confirmation page, with the key to its personal
 * details (src/checkout/reservation-notices.ts): for the shopper's own e-mail alone, so the dealer's
 * documents leave it out.
 */
export const reservationLinkKey = "reservation_link";

/** Ids a person reads as their readable reference (src/platform/references.ts). */
const shownAs: Readonly<Record<string, (value: string) => string>> = {
  reservation_id: reservationReference,
};

const knownKeys = new Set([
  reservationLinkKey,
  receiptKey,
  ...summaryFields.map(([key]) => key),
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "category",
  "subcategory",
  "form_type",
  "opt_in",
  "terms_agreed",
  "additional_services",
  "adjustmentAnswers",
  "appointment",
  "inspectionAt",
  "offer_valid_until",
  "location",
  "location_id",
  "url",
  "source",
  "user_agent",
  "lead_attributes",
  "car_id",
  "car_dealership_id",
  "manufacturer_slug",
  "stock_number",
  "Vehicle Make",
  "Vehicle Model",
  "vehicle_name",
  "vehicle_year",
  "car_type",
  "vehicle_status",
  "vin",
  "reservation_event",
  "reservation_origin",
  "held_until",
  onlinePurchaseKey,
]);

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** "Label: value" lines of everything the shopper answered beyond name, contact details and message. */
export function leadDetailLines(lead: DeliveryLead): string[] {
  const { payload } = lead;
  // An online purchase's answers lead: they are what the dealer acts on first.
  const purchase = readOnlinePurchase(payload);
  const lines: string[] = purchase ? onlinePurchaseLines(purchase) : [];
  const receipt = readReceipt(payload);
  if (receipt) lines.push(`Receipt number: ${receipt.number}`);
  for (const [key, label] of summaryFields) {
    const value = text(payload, key);
    if (value !== null) lines.push(`${label}: ${shownAs[key]?.(value) ?? value}`);
  }
  // Radio answers are stored under the question itself.
  for (const [key, value] of Object.entries(payload)) {
    if (!knownKeys.has(key) && typeof value === "string" && value !== "") lines.push(`${key}: ${value}`);
  }
  const services = stringList(payload.additional_services);
  if (services.length > 0) lines.push(`Additional services: ${services.join(", ")}`);
  const answers = payload.adjustmentAnswers;
  if (typeof answers === "object" && answers !== null && !Array.isArray(answers)) {
    for (const [question, answer] of Object.entries(answers)) {
      if (typeof answer === "string") lines.push(`${question}: ${answer}`);
    }
  }
  lines.push(`Subscribe to news and offers: ${payload.opt_in === true ? "Yes" : "No"}`);
  if (payload.terms_agreed === true) lines.push("Agreed to the terms of use: Yes");
  return lines;
}

function customerName(lead: Pick<DeliveryLead, "payload">): string {
  return [text(lead.payload, "name"), text(lead.payload, "last_name")].filter(Boolean).join(" ") || "A shopper";
}

/** The shopper's name and the contact details they gave, labelled as the dealer's e-mail shows them. */
export function leadContactFields(lead: Pick<DeliveryLead, "payload">): { label: string; value: string }[] {
  const details = (["email", "phone", "postcode"] as const).flatMap((key) => {
    const value = text(lead.payload, key);
    const label = key === "email" ? "Email" : key === "phone" ? "Phone" : "Postcode";
    return value === null ? [] : [{ label, value }];
  });
  return [{ label: "Name", value: customerName(lead) }, ...details];
}

/** "Sales Enquiry (Find similar)": the category, with its subcategory when there is one. */
export function categoryLabel(lead: Pick<DeliveryLead, "category" | "subcategory">): string {
  return lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------
// E-mail

export type LeadEmail = { subject: string; text: string; replyTo: string | null };

export function leadEmail(lead: DeliveryLead): LeadEmail {
  const { payload, car } = lead;
  const carPart = car
    ? ` – ${carTitle({ year: car.year, make: car.make, model: car.model })} (stock #${car.stocknum})`
    : "";
  const subject = oneLine(`${categoryLabel(lead)} from ${customerName(lead)}${carPart}`).slice(0, 250);
  const lines = [
    `New ${categoryLabel(lead)} from the ${lead.site.name} website.`,
    "",
    ...leadContactFields(lead).map(({ label, value }) => `${label}: ${value}`),
  ];
  if (car) {
    lines.push(
      "",
      `Vehicle: ${car.name}`,
      `Stock number: ${car.stocknum}`,
      `Type: ${car.carType}`,
      ...(car.vin ? [`VIN: ${car.vin}`] : []),
      ...(car.price > 0 ? [`Advertised price: $${car.price.toLocaleString("en-AU")}`] : []),
    );
  }
  const message = text(payload, "message");
  if (message !== null) lines.push("", "Message:", message);
  lines.push("", ...leadDetailLines(lead));
  if (lead.location)
    lines.push("", `Sent to: ${lead.location.name}${lead.dealership ? `, ${lead.dealership.name}` : ""}`);
  const url = text(payload, "url");
  lines.push("", `Lead id: ${lead.id}`, `Received: ${lead.createdAt.toISOString()}`, ...(url ? [`Page: ${url}`] : []));
  return { subject, text: `${lines.join("\n")}\n`, replyTo: text(payload, "email") };
}

// ---------------------------------------------------------------------------------------------
// The shopper's own e-mail (outbox channel "shopper-email"): a reservation's confirmation, and word
// of what later happened to it (its receipt when the deposit is taken), or an online payment's
// receipt (src/leads/receipt.ts). Written to the shopper, signed by the dealership, with its phone.

const shopperSubjects: Readonly<Record<string, (car: string) => string>> = {
  held: (car) => `Your reservation of the ${car} is confirmed`,
  captured: (car) => `Your deposit for the ${car} has been received`,
  expired: (car) => `Your hold on the ${car} has ended`,
  cancelled: (car) => `Your reservation of the ${car} has been cancelled`,
  refunded: (car) => `Your deposit for the ${car} has been refunded`,
};

function shopperBody(event: string, lead: DeliveryLead): string[] {
  const { payload } = lead;
  const deposit = text(payload, "deposit") ?? "Your deposit";
  const heldUntil = text(payload, "held_until_label");
  const card = text(payload, "card");
  switch (event) {
    case "held":
      return [
        `Thank you: the car is reserved for you${heldUntil ? ` until ${heldUntil}` : ""}.`,
        `${deposit} has been authorised on your ${card ?? "card"}; it is 100% refundable and nothing is taken unless you go ahead with the purchase.`,
        "",
        "What happens next:",
        "- Our sales team will call you within one business day to arrange an inspection, a test drive and the paperwork.",
        "- While the hold lasts, nobody else can reserve or buy the car.",
        "- If you do not go ahead before the hold ends, the authorisation is released and no money is taken.",
      ];
    case "captured": {
      const receipt = readReceipt(payload);
      return [
        `We have received your ${deposit} deposit${card ? ` (${card})` : ""}. It comes off the price of the car.`,
        ...(receipt ? ["", "Your receipt", ...receiptLines(receipt, lead.location?.state ?? null)] : []),
      ];
    }
    case "expired":
      return [
        "The hold on the car has ended and your deposit authorisation has been released: no money was taken.",
        "If you are still interested, reply to this e-mail or call us and we will check whether the car is still available.",
      ];
    case "cancelled":
      return ["Your reservation has been cancelled and your deposit authorisation released: no money was taken."];
    case "refunded": {
      const refund = text(payload, "refund_reference");
      return [
        `Your ${deposit} deposit has been refunded to your ${card ?? "card"}${refund ? ` (refund reference ${refund})` : ""}. It usually shows on your statement within 5 to 10 business days.`,
      ];
    }
    default:
      return [];
  }
}

/** Where the shopper can call and write, and who signs: the last lines of every e-mail to them. */
function shopperSignOff(lead: DeliveryLead): string[] {
  return [
    ...(lead.location
      ? [
          `Questions? Call ${lead.location.name} on ${lead.location.phone}.`,
          `${lead.location.street}, ${lead.location.city} ${lead.location.state} ${lead.location.postcode}`,
        ]
      : []),
    "",
    lead.dealership?.name ?? lead.site.name,
  ];
}

/** A payment's receipt, for a lead that carries one and is not a reservation (an online payment). */
function receiptEmail(lead: DeliveryLead): LeadEmail | null {
  const receipt = readReceipt(lead.payload);
  if (!receipt) return null;
  const subject = oneLine(
    `${receipt.sample ? "Sample receipt" : "Your receipt"} ${receipt.number} – ${lead.site.name}`,
  );
  const lines = [
    `Hi ${text(lead.payload, "name") ?? "there"},`,
    "",
    `Thank you: we have received your payment of ${receipt.amount}. Please keep this receipt for your records.`,
    "",
    ...receiptLines(receipt, lead.location?.state ?? null),
    "",
    ...shopperSignOff(lead),
  ];
  return { subject: subject.slice(0, 250), text: `${lines.join("\n")}\n`, replyTo: lead.location?.email ?? null };
}

/** The e-mail to the shopper themselves; replies go to the dealership's location. */
export function shopperEmail(lead: DeliveryLead): LeadEmail {
  const receipt = text(lead.payload, "reservation_event") === null ? receiptEmail(lead) : null;
  if (receipt) return receipt;
  const event = text(lead.payload, "reservation_event") ?? "held";
  const carName = lead.car ? carTitle({ year: lead.car.year, make: lead.car.make, model: lead.car.model }) : "car";
  const subject = oneLine(`${(shopperSubjects[event] ?? shopperSubjects.held!)(carName)} – ${lead.site.name}`).slice(
    0,
    250,
  );
  const reservation = text(lead.payload, "reservation_id");
  const lines = [
    `Hi ${text(lead.payload, "name") ?? "there"},`,
    "",
    ...shopperBody(event, lead),
    "",
    ...(reservation ? [`Reservation number: ${reservationReference(reservation)}`] : []),
    ...(text(lead.payload, reservationLinkKey) ? [`Your reservation: ${text(lead.payload, reservationLinkKey)}`] : []),
    ...(lead.car ? [`Vehicle: ${lead.car.name}`, `Stock number: ${lead.car.stocknum}`] : []),
    ...(text(lead.payload, "held_until_label") && event === "held"
      ? [`Held until: ${text(lead.payload, "held_until_label")}`]
      : []),
    "",
    ...shopperSignOff(lead),
  ];
  return { subject, text: `${lines.join("\n")}\n`, replyTo: lead.location?.email ?? null };
}

// ---------------------------------------------------------------------------------------------
// ADF 1.0 (Auto-lead Data Format)

// XML 1.0 allows only these characters; anything else (control characters a shopper pasted in,
// a lone surrogate) would make the whole document unreadable, so it is dropped.
function isXmlChar(code: number): boolean {
  return (
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

export function escapeXml(value: string): string {
  return Array.from(value)
    .filter((character) => isXmlChar(character.codePointAt(0) ?? 0))
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

type XmlNode = { name: string; attributes?: Record<string, string>; children?: (XmlNode | null)[]; text?: string };

function node(name: string, content: string | (XmlNode | null)[], attributes?: Record<string, string>): XmlNode {
  return typeof content === "string" ? { name, text: content, attributes } : { name, children: content, attributes };
}

function optional(name: string, value: string | null | undefined, attributes?: Record<string, string>): XmlNode | null {
  return value === null || value === undefined || value === "" ? null : node(name, value, attributes);
}

function render(element: XmlNode, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (element.text !== undefined)
    return `${indent}<${element.name}${attributes}>${escapeXml(element.text)}</${element.name}>`;
  const children = (element.children ?? []).filter((child): child is XmlNode => child !== null);
  if (children.length === 0) return `${indent}<${element.name}${attributes}/>`;
  return [
    `${indent}<${element.name}${attributes}>`,
    ...children.map((child) => render(child, depth + 1)),
    `${indent}</${element.name}>`,
  ].join("\n");
}

/** The shopper's own car, which the trade-in forms describe (ADF's vehicle of interest "trade-in"). */
function tradeInVehicle(payload: Record<string, unknown>): XmlNode | null {
  const make = text(payload, "tradeInMake");
  const model = text(payload, "tradeInModel");
  if (make === null || model === null) return null;
  const rego = text(payload, "rego");
  const state = text(payload, "regoState");
  return node(
    "vehicle",
    [
      optional("year", text(payload, "tradeInYear")),
      node("make", make),
      node("model", model),
      optional("vin", text(payload, "tradeInVin")),
      optional("trim", text(payload, "tradeInBadge")),
      optional("bodystyle", text(payload, "tradeInBody")),
      optional("transmission", text(payload, "tradeInTransmission")),
      optional("odometer", text(payload, "kms"), { status: "original", units: "km" }),
      optional("price", text(payload, "offer_price"), { type: "offer", currency: "AUD" }),
      optional("comments", rego ? `Rego ${rego}${state ? ` (${state})` : ""}` : null),
    ],
    { interest: "trade-in", status: "used" },
  );
}

/** ADF's finance element for the car bought online: cash or finance, with the finance deposit and balance. */
function adfFinance(purchase: OnlinePurchaseDetails): XmlNode {
  const { payment } = purchase;
  if (payment.method === "cash") return node("finance", [node("method", "cash")]);
  return node("finance", [
    node("method", "finance"),
    node("amount", String(payment.deposit), { type: "downpayment", limit: "exact", currency: "AUD" }),
    node("balance", String(Math.max(0, purchase.price - payment.deposit)), { type: "finance", currency: "AUD" }),
  ]);
}

/** An online purchase's trade-in as ADF's second vehicle, interest "trade-in". */
function adfPurchaseTradeIn(purchase: OnlinePurchaseDetails): XmlNode | null {
  const { tradeIn } = purchase;
  if (!tradeIn.hasTradeIn) return null;
  return node(
    "vehicle",
    [
      node("year", String(tradeIn.year)),
      node("make", tradeIn.make),
      node("model", tradeIn.model),
      node("odometer", String(tradeIn.km), { status: "original", units: "km" }),
      optional("comments", tradeIn.rego ? `Rego ${tradeIn.rego}` : null),
    ],
    { interest: "trade-in", status: "used" },
  );
}

function vehicleInterest(formType: string): string {
  if (formType === "test-drive") return "test-drive";
  if (formType === "service") return "service";
  return "buy";
}

/** The comments the ADF document carries: the message, then every other answer. */
function adfComments(lead: DeliveryLead): string {
  const message = text(lead.payload, "message");
  return [`${categoryLabel(lead)}.`, ...(message ? [message] : []), ...leadDetailLines(lead)].join("\n");
}

export function leadAdf(lead: DeliveryLead): string {
  const { payload, car, location } = lead;
  const purchase = readOnlinePurchase(payload);
  const vehicle = car
    ? node(
        "vehicle",
        [
          node("id", car.stocknum, { source: lead.site.name }),
          node("year", String(car.year)),
          node("make", car.make),
          node("model", car.model),
          optional("vin", car.vin),
          node("stock", car.stocknum),
          optional("trim", car.badge),
          optional("odometer", car.km > 0 ? String(car.km) : null, { status: "original", units: "km" }),
          car.colour ? node("colorcombination", [node("exteriorcolor", car.colour)]) : null,
          car.price > 0 ? node("price", String(car.price), { type: "asking", currency: "AUD" }) : null,
          purchase ? adfFinance(purchase) : null,
        ],
        { interest: vehicleInterest(lead.formType), status: car.carType === "used" ? "used" : "new" },
      )
    : null;
  const postcode = text(payload, "postcode");
  const appointment = text(payload, "appointment");
  const customer = node("customer", [
    node("contact", [
      node("name", text(payload, "name") ?? "", { part: "first" }),
      node("name", text(payload, "last_name") ?? "", { part: "last" }),
      optional("email", text(payload, "email")),
      optional("phone", text(payload, "phone"), { type: "voice" }),
      postcode ? node("address", [node("postalcode", postcode), node("country", "AU")]) : null,
    ]),
    appointment
      ? node("timeframe", [
          node("description", `Test drive booking: ${text(payload, "appointment_label") ?? appointment}`),
          node("earliestdate", appointment),
        ])
      : null,
    node("comments", adfComments(lead)),
  ]);
  const vendor = node("vendor", [
    node("vendorname", lead.dealership?.name ?? lead.site.name),
    location
      ? node("contact", [
          node("name", location.name, { part: "full" }),
          optional("email", location.email),
          node("phone", location.phone, { type: "voice" }),
          node("address", [
            node("street", location.street, { line: "1" }),
            node("city", location.city),
            node("regioncode", location.state),
            node("postalcode", location.postcode),
            node("country", "AU"),
          ]),
        ])
      : null,
  ]);
  const provider = node("provider", [
    node("name", lead.site.name, { part: "full" }),
    node("service", "Website"),
    optional("url", text(payload, "url")),
  ]);
  const prospect = node(
    "prospect",
    [
      node("id", lead.id, { sequence: "1", source: lead.site.name }),
      node("requestdate", lead.createdAt.toISOString().replace(/\.\d{3}Z$/, "+00:00")),
      vehicle,
      tradeInVehicle(payload),
      purchase ? adfPurchaseTradeIn(purchase) : null,
      customer,
      vendor,
      provider,
    ],
    { status: "new" },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${render(node("adf", [prospect]), 0)}\n`;
}

// ---------------------------------------------------------------------------------------------
// JSON

export function leadJson(lead: DeliveryLead): Record<string, unknown> {
  const { payload, car } = lead;
  return {
    lead_id: lead.id,
    created_at: lead.createdAt.toISOString(),
    source: "Website",
    site: lead.site,
    form_type: lead.formType,
    category: lead.category,
    subcategory: lead.subcategory,
    customer: {
      first_name: text(payload, "name"),
      last_name: text(payload, "last_name"),
      email: text(payload, "email"),
      phone: text(payload, "phone"),
      postcode: text(payload, "postcode"),
      opt_in: payload.opt_in === true,
    },
    vehicle: car
      ? {
          id: car.id,
          stock_number: car.stocknum,
          year: car.year,
          make: car.make,
          model: car.model,
          badge: car.badge,
          vin: car.vin,
          car_type: car.carType,
          price: car.price,
        }
      : null,
    dealership: lead.dealership?.name ?? null,
    location: lead.location?.name ?? null,
    message: text(payload, "message"),
    payload: Object.fromEntries(Object.entries(payload).filter(([key]) => key !== reservationLinkKey)),
  };
}
