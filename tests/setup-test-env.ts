import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

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
