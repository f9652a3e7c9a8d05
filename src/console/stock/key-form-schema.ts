import { z } from "@/platform/zod";

// The stock API key forms: a new key's name and dealership, and which key to revoke. Read in the
// browser and again on the server.

export const maxKeyNameLength = 60;

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const uuidPattern = new RegExp(`^${uuid}$`, "i");

export const createKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the key a name, such as the system that will use it")
    .max(maxKeyNameLength, `The name must be at most ${maxKeyNameLength} characters`),
  // `{siteId}:{dealershipId}`: a dealership is named within its site.
  place: z.string().regex(new RegExp(`^${uuid}:${uuid}$`, "i"), "Choose the dealership the key is for"),
});

export type KeyFormState = {
  errors: { name?: string; place?: string; form?: string };
  /** The new key, shown once. */
  created?: { key: string; name: string; dealership: string };
  /** The page to open once done. */
  next?: string;
};
