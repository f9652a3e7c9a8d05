// The trade-in flow's checks (./flow-checks.ts, zod and the schemas), fetched when the shopper starts
// on the flow rather than with the page.

import { onDemand } from "@/platform/on-demand";

export const loadFlowChecks = onDemand(() => import("./flow-checks"));
export type FlowChecks = Awaited<ReturnType<typeof loadFlowChecks>>;
