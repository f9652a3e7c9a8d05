// The lead schemas, fetched in the browser when a form is first used rather than with the page: they
// bring zod (about 90 KB compressed), which a page that only shows a form has no use for until the
// shopper fills it in. The server imports ./schemas directly.

import { onDemand } from "@/platform/on-demand";

export const loadLeadSchemas = onDemand(() => import("./schemas"));
