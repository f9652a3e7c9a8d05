/** Number of leading characters a masking site shows before the shopper clicks to reveal. */
export const visiblePhoneCharacters = 5;

/** `(02) 9XXX XXXX`: keeps the first five characters and the layout, hides the remaining digits. */
export function maskPhone(phone: string): string {
  const head = phone.slice(0, visiblePhoneCharacters);
  const tail = phone.slice(visiblePhoneCharacters).replace(/\d/g, "X");
  return head + tail;
}

/** `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
