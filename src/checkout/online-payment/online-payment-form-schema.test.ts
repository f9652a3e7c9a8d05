import { describe, expect, it } from "vitest";
import { onlinePaymentFieldsSchema, onlinePaymentMessages } from "./online-payment-form-schema";

// The reference field under a site's invoice shape: the same schema checks the browser's form and
// the API's body, so both answer with the message that names the dealer's example.

const fields = (reference: string) => ({ name: "Jane Citizen", email: "jane@example.com", reference, amount: "120" });

function referenceError(rule: Parameters<typeof onlinePaymentFieldsSchema>[0], reference: string): string | null {
  const parsed = onlinePaymentFieldsSchema(rule).safeParse(fields(reference));
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === "reference")?.message ?? null;
}

describe("the invoice reference", () => {
  const harbourside = { referencePattern: "^INV-\\d{5,6}$", referenceExample: "INV-10234" };
  const shapeMessage = "Please enter the reference as it appears on your invoice, like INV-10234";

  it("takes a reference in the dealer's shape, trimmed, in either case", () => {
    expect(referenceError(harbourside, "INV-10234")).toBeNull();
    expect(referenceError(harbourside, " inv-102345 ")).toBeNull();
    expect(onlinePaymentFieldsSchema(harbourside).parse(fields(" INV-10234 ")).reference).toBe("INV-10234");
  });

  it("refuses one out of shape with a message that names the dealer's example", () => {
    for (const typed of ["10234", "INV-1023", "INV-1023456", "QUOTE 10234", "", "<script>"]) {
      expect(referenceError(harbourside, typed)).toBe(shapeMessage);
    }
  });

  it("takes any plain reference where the site gives no shape", () => {
    expect(referenceError(undefined, "Q-5512/B")).toBeNull();
    expect(referenceError(undefined, "<script>")).toBe(onlinePaymentMessages.reference);
  });
});
