// What the server sends before any script runs, for tests whose point is the first HTML (hydration
// matches it, crawlers and no-script browsers see it). Parsed into the test's document so the test
// queries it with Testing Library (`within(html).getByRole(…)`) instead of matching markup; the
// component test setup empties the document after each test.

import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

export function renderServerHtml(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  return container;
}
