// Component tests (*.test.tsx): Testing Library's matchers, and an empty document for each test.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});
