import { describe, expect, it } from "vitest";
import { findAll, parseXml } from "../testing/xml-check";
import { escapeXml, leadAdf, leadEmail, leadJson, shopperEmail, type DeliveryLead } from "./documents";

const lead: DeliveryLead = {
  id: "3f6a8f1e-1111-4222-8333-444455556666",
  createdAt: new Date("2026-11-22T23:15:00.123Z"),
  formType: "test-drive",
  category: "Test Drive",
  subcategory: null,
  payload: {
    name: "Jane",
    last_name: "O'Brien & <Sons>",
    email: "jane@example.com",
    phone: "0412 345 678",
    postcode: "2000",
    message: 'Can I bring my "dog"?\u0007 It is a kelpie.',
    appointment: "2026-11-24T10:30",
    appointment_label: "Tue 24 Nov 2026, 10:30 am",
    opt_in: true,
    additional_services: ["Extended Warranty"],
    "Preferred contact": "SMS",
    url: "https://harboursidemotors.com.au/cars/a1?x=1&y=2",
    lead_attributes: { visited_pages: [] },
  },
  site: { name: "Harbourside Motors", slug: "harbourside" },
  dealership: { name: "Harbourside Motors Pty Ltd" },
  location: {
    name: "Rozelle",
    phone: "(02) 5550 1010",
    email: "sales@harbourside.example",
    street: "1 Victoria Rd",
    city: "Rozelle",
    state: "NSW",
    postcode: "2039",
  },
  car: {
    id: "7d0f8a52-6a0c-4e55-9a3c-1f2a3b4c5d6e",
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    name: "2021 Toyota Corolla Ascent Sport",
    stocknum: "A1",
    vin: "JTDKB20U093123456",
    carType: "used",
    price: 25_990,
    colour: "Silver",
    km: 42_000,
  },
};

describe("the ADF document", () => {
  const xml = leadAdf(lead);
  const root = parseXml(xml);

  it("is well-formed ADF 1.0", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n')).toBe(true);
    expect(root.name).toBe("adf");
    expect(findAll(root, "prospect")).toHaveLength(1);
  });

  it("has the required elements: id, request date, vehicle, customer, vendor", () => {
    expect(findAll(root, "prospect", "id")[0]).toMatchObject({ text: lead.id, attributes: { sequence: "1" } });
    expect(findAll(root, "prospect", "requestdate")[0]?.text).toBe("2026-11-22T23:15:00+00:00");
    const [vehicle] = findAll(root, "prospect", "vehicle");
    expect(vehicle?.attributes).toEqual({ interest: "test-drive", status: "used" });
    for (const [name, value] of [
      ["year", "2021"],
      ["make", "Toyota"],
      ["model", "Corolla"],
      ["vin", "JTDKB20U093123456"],
      ["stock", "A1"],
      ["trim", "Ascent Sport"],
    ]) {
      expect(findAll(root, "prospect", "vehicle", name ?? "")[0]?.text).toBe(value);
    }
    expect(findAll(root, "prospect", "vehicle", "price")[0]).toMatchObject({
      text: "25990",
      attributes: { type: "asking", currency: "AUD" },
    });
    const contact = ["prospect", "customer", "contact"];
    expect(findAll(root, ...contact, "name").map((name) => [name.attributes.part, name.text])).toEqual([
      ["first", "Jane"],
      ["last", "O'Brien & <Sons>"],
    ]);
    expect(findAll(root, ...contact, "email")[0]?.text).toBe("jane@example.com");
    expect(findAll(root, ...contact, "phone")[0]?.text).toBe("0412 345 678");
    expect(findAll(root, ...contact, "address", "postalcode")[0]?.text).toBe("2000");
    expect(findAll(root, "prospect", "customer", "timeframe", "earliestdate")[0]?.text).toBe("2026-11-24T10:30");
    expect(findAll(root, "prospect", "vendor", "vendorname")[0]?.text).toBe("Harbourside Motors Pty Ltd");
    expect(findAll(root, "prospect", "vendor", "contact", "name")[0]?.text).toBe("Rozelle");
    expect(findAll(root, "prospect", "provider", "url")[0]?.text).toBe(
      "https://harboursidemotors.com.au/cars/a1?x=1&y=2",
    );
  });

  it("carries the message and every other answer in the comments, minus characters XML cannot hold", () => {
    const comments = findAll(root, "prospect", "customer", "comments")[0]?.text ?? "";
    expect(comments).toContain('Can I bring my "dog"? It is a kelpie.');
    expect(comments).toContain("Test drive booking: Tue 24 Nov 2026, 10:30 am");
    expect(comments).toContain("Preferred contact: SMS");
    expect(comments).toContain("Additional services: Extended Warranty");
    expect(xml).not.toContain("\u0007");
  });

  it("leaves the vehicle out when the lead is not about a car", () => {
    const general = parseXml(leadAdf({ ...lead, car: null, formType: "enquiry", location: null, dealership: null }));
    expect(findAll(general, "prospect", "vehicle")).toHaveLength(0);
    expect(findAll(general, "prospect", "vendor", "vendorname")[0]?.text).toBe("Harbourside Motors");
  });

  it("escapes the five special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
    expect(escapeXml("ok\u0000\uD800 \u{1F697}")).toBe("ok \u{1F697}");
  });
});

describe("the e-mail", () => {
  it("names the category, the shopper and the car, and lists the answers", () => {
    const email = leadEmail(lead);
    expect(email.subject).toBe("Test Drive from Jane O'Brien & <Sons> – 2021 Toyota Corolla (stock #A1)");
    expect(email.replyTo).toBe("jane@example.com");
    expect(email.text).toContain("Name: Jane O'Brien & <Sons>");
    expect(email.text).toContain("Phone: 0412 345 678");
    expect(email.text).toContain("Stock number: A1");
    expect(email.text).toContain("Test drive booking: Tue 24 Nov 2026, 10:30 am");
    expect(email.text).toContain("Subscribe to news and offers: Yes");
    expect(email.text).toContain(`Lead id: ${lead.id}`);
  });

  it("keeps the subject on one line", () => {
    const email = leadEmail({ ...lead, payload: { ...lead.payload, name: "Jane\r\nBcc: someone@example.com" } });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe("the JSON document", () => {
  it("has the lead, the customer and the vehicle", () => {
    expect(leadJson(lead)).toMatchObject({
      lead_id: lead.id,
      created_at: "2026-11-22T23:15:00.123Z",
      category: "Test Drive",
      customer: { first_name: "Jane", email: "jane@example.com", opt_in: true },
      vehicle: { stock_number: "A1", make: "Toyota", vin: "JTDKB20U093123456" },
      location: "Rozelle",
    });
  });
});

describe("the shopper's receipt e-mail", () => {
  const receipt = {
    number: "OP-3F9A0C12",
    paidFor: "Invoice or quote INV-10234",
    amount: "$1,234.50",
    card: "Visa ending 4242",
    // 11:30 pm in UTC is the next morning in Sydney: the receipt is dated in the dealer's state.
    paidAt: "2026-11-28T23:30:00.000Z",
    sellerName: "Harbourside Motors Pty Ltd",
    sellerAbn: "94555000001",
    sample: false,
  };
  const payment: DeliveryLead = {
    ...lead,
    formType: "online-payment",
    category: "Online Payment Received",
    car: null,
    payload: { name: "Jane", email: "jane@example.com", invoice_reference: "INV-10234", receipt },
  };

  it("is a receipt from the dealer's legal entity with its ABN, the payment's readable number and what it paid", () => {
    const email = shopperEmail(payment);
    expect(email.subject).toBe("Your receipt OP-3F9A0C12 – Harbourside Motors");
    expect(email.text).toContain(
      [
        "Receipt number: OP-3F9A0C12",
        "Paid to: Harbourside Motors Pty Ltd (ABN 94 555 000 001)",
        "For: Invoice or quote INV-10234",
        "Amount: $1,234.50",
        "Card: Visa ending 4242",
        "Date: 29/11/2026",
        "",
        "This is a receipt, not a tax invoice.",
      ].join("\n"),
    );
    expect(email.text).not.toContain("SAMPLE");
    expect(email.replyTo).toBe("sales@harbourside.example");
  });

  it("says it is a sample when the demonstration card processor took the payment", () => {
    const email = shopperEmail({ ...payment, payload: { ...payment.payload, receipt: { ...receipt, sample: true } } });
    expect(email.subject).toBe("Sample receipt OP-3F9A0C12 – Harbourside Motors");
    expect(email.text).toContain("SAMPLE RECEIPT: this payment was made with the demonstration card processor.");
  });

  it("gives the dealer's copy the receipt number, and a reservation's number as RS-", () => {
    expect(leadEmail(payment).text).toContain("Receipt number: OP-3F9A0C12");
    const reservation: DeliveryLead = {
      ...lead,
      formType: "reservation",
      category: "Vehicle Reservation",
      payload: { name: "Jane", reservation_id: "5b0e2c9a-1111-4222-8333-444455556666", reservation_event: "held" },
    };
    expect(leadEmail(reservation).text).toContain("Reservation: RS-5B0E2C9A");
    expect(shopperEmail(reservation).text).toContain("Reservation number: RS-5B0E2C9A");
    expect(shopperEmail(reservation).text).not.toContain("5b0e2c9a-1111");
  });
});
