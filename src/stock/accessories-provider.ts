import { env, type Env } from "@/platform/env";
import { serviceSources } from "@/platform/outside-services";
import { httpAccessoriesProvider, sampleAccessoriesProvider, type AccessoriesProvider } from "./accessories";

/**
 * The accessories catalogue in use (decision 037): the service at ACCESSORIES_API_URL, the demo's
 * stand-in, or none, when no page may offer accessories (the directory links none, the page 404s).
 */
export function accessoriesProvider(config: Env = env()): AccessoriesProvider | null {
  if (config.ACCESSORIES_API_URL) {
    return httpAccessoriesProvider({
      url: config.ACCESSORIES_API_URL,
      apiKey: config.ACCESSORIES_API_KEY,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    });
  }
  return serviceSources(config).accessories === "sample" ? sampleAccessoriesProvider : null;
}
