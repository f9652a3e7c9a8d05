import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// The tests run outside demo mode against a server database, as production does: like production they
// give the console a key for its TOTP secrets and preview cookies (a fixed one, for tests only).
process.env.STAFF_SECRET_KEY ??= "7465737473206f6e6c793a206e6f742061206b6579206f6620616e792073697465".slice(0, 64);

// A console.error during a test is a defect the test did not assert on: fail it.
let errorSpy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  errorSpy?.mockRestore();
});
