import { normaliseStatus } from "@/stock/listing-rules";
import { stockStatusNames } from "./stock-query";

// How the stock room writes a car's status.

/** "In stock", "Coming soon", "Sold", or "Sold (withdrawn)" for another word a feed sent. */
export function statusLabel(status: string): string {
  const normal = normaliseStatus(status);
  return normal === "sold" && status !== "sold" ? `Sold (${status})` : stockStatusNames[normal];
}
