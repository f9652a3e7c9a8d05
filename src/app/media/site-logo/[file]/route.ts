import { uploadedLogoResponse } from "@/sites/uploaded-logo";

/** A site's logo uploaded in the console, by the name its pages link to. */
export const GET = uploadedLogoResponse;
