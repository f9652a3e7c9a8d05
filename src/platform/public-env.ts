// The NEXT_PUBLIC_* variables: Next writes their values into the code when it builds, so they are the
// same on the server and in the browser, and changing one needs a new build. Next replaces only the
// literal spelling `process.env.NEXT_PUBLIC_X`, so each is read that way, once, here. Blank counts as
// unset, as in env.ts. No zod: this module is in every page's browser bundle.

export type PublicEnv = {
  /** The dealer's image CDN, a URL template (see media/image-loader.ts); unset: pictures as they are. */
  NEXT_PUBLIC_IMAGE_CDN: string | undefined;
};

export const publicEnv: PublicEnv = {
  NEXT_PUBLIC_IMAGE_CDN: process.env.NEXT_PUBLIC_IMAGE_CDN || undefined,
};
