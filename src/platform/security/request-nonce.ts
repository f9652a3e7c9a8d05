import "server-only";
import { headers } from "next/headers";
import { nonceHeader } from "./nonce-header";

/**
 * This response's CSP nonce (set by the proxy, decision 024), for the few inline elements our own
 * components write: JSON-LD, the print page's styles, analytics snippets. Undefined outside a page.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(nonceHeader) ?? undefined;
}
