// Limits on sign-in: how many requests a phone number or an IP address may make in a window, counted
// on the platform's limiter (src/platform/rate-limit.ts, decision 028).

export type WindowLimit = { max: number; windowMs: number };

export type SignInLimits = {
  /** Codes sent to one phone number. */
  requestPerPhone: WindowLimit;
  /** Codes asked for from one address. */
  requestPerIp: WindowLimit;
  /** Codes entered for one phone number (each code also dies after its own five wrong tries). */
  verifyPerPhone: WindowLimit;
  /** Codes entered from one address. */
  verifyPerIp: WindowLimit;
};

const hour = 60 * 60_000;

export const defaultSignInLimits: SignInLimits = {
  requestPerPhone: { max: 5, windowMs: hour },
  requestPerIp: { max: 20, windowMs: hour },
  verifyPerPhone: { max: 15, windowMs: hour },
  verifyPerIp: { max: 50, windowMs: hour },
};
