// The references a shopper or a dealer reads, quotes on the phone and types back: a prefix naming
// what it is and the first eight hex digits of the record's id, upper case ("RS-3F9A0C12"). The ids
// themselves stay internal (URLs, CRM documents, the database). Eight hex digits are 4 billion
// values: two records of one site sharing them is unlikely, and a look-up that finds two refuses
// rather than guesses (src/checkout/reservations.ts).

export const referencePrefixes = {
  /** A buy-online journey (src/checkout/journey). */
  purchase: "BO",
  /** A reservation's deposit hold, from the reserve form or a buy-online journey. */
  reservation: "RS",
  /** A payment made on /online-payment. */
  onlinePayment: "OP",
} as const;

export type ReferenceKind = keyof typeof referencePrefixes;

/** The id's first eight hex digits, lower case, or null when it does not start with eight. */
function idHead(id: string): string | null {
  const head = id.replaceAll("-", "").slice(0, 8);
  return /^[0-9a-f]{8}$/i.test(head) ? head.toLowerCase() : null;
}

/** "RS-3F9A0C12" for reservation 3f9a0c12-…; the id as it is when it is not a UUID-like id. */
export function readableReference(kind: ReferenceKind, id: string): string {
  const head = idHead(id);
  return head ? `${referencePrefixes[kind]}-${head.toUpperCase()}` : id;
}

export const purchaseReference = (journeyId: string) => readableReference("purchase", journeyId);
export const reservationReference = (reservationId: string) => readableReference("reservation", reservationId);
export const onlinePaymentReference = (paymentId: string) => readableReference("onlinePayment", paymentId);

/**
 * What a person typed ("rs-3f9a0c12", " RS 3F9A0C12 ", "3f9a0c12") as the eight lower-case hex digits
 * an id of this kind starts with; null when it is not such a reference. A different prefix is not
 * this kind's reference.
 */
export function parseReference(kind: ReferenceKind, typed: string): string | null {
  const match = /^([A-Za-z]{2})?[\s-]*([0-9a-fA-F]{8})$/.exec(typed.trim());
  if (!match?.[2]) return null;
  if (match[1] && match[1].toUpperCase() !== referencePrefixes[kind]) return null;
  return match[2].toLowerCase();
}
