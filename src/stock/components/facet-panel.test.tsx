import { useState } from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/finance/test-configs";
import type { SearchResult } from "../engine/types";
import type { SearchState } from "../search-state";
import { AnimatedCount, FacetPanel } from "./facet-panel";

const config = siteConfig();
const makes = ["Toyota", "Mazda", "Ford", "Kia", "Hyundai", "Mitsubishi", "Nissan", "Subaru", "Honda", "Isuzu"];
const result: SearchResult = {
  hits: [],
  count: 55,
  facets: { make: Object.fromEntries(makes.map((make, index) => [make, 10 - index])) },
  facetStats: {},
  ms: 1,
  pages: 3,
  page: 1,
  hitsPerPage: 24,
};
const start: SearchState = { query: "", page: 1, sortBy: "latest", filters: {}, ranges: {} };

/** The panel as the search page holds it: its changes become the next state. */
function Panel({ state: initial = start }: { state?: SearchState }) {
  const [state, setState] = useState(initial);
  return (
    <FacetPanel
      config={config}
      facets={["make"]}
      state={state}
      result={result}
      onChange={setState}
      clearedState={start}
      onShowResults={() => undefined}
    />
  );
}

describe("FacetPanel", () => {
  it("ticks a make, lists the most common makes first and shows the rest on request", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    const makeList = screen.getByRole("group", { name: "Make" });
    const visible = within(makeList).getAllByRole("checkbox");
    // The default site lists 7 makes until asked for all 10.
    expect(visible).toHaveLength(config.search.makeFacetVisibleCount);
    expect(visible.length).toBeLessThan(makes.length);
    expect(within(makeList).getAllByRole("checkbox")[0]).toHaveAccessibleName(/Toyota/);

    await user.click(within(makeList).getByRole("checkbox", { name: /Mazda/ }));
    expect(within(makeList).getByRole("checkbox", { name: /Mazda/ })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Show all makes" }));
    expect(within(makeList).getAllByRole("checkbox")).toHaveLength(makes.length);
  });

  it("shows a query that changes from outside the box, as after the back button", () => {
    const { rerender } = render(
      <FacetPanel
        config={config}
        facets={["make"]}
        state={start}
        result={result}
        onChange={() => undefined}
        clearedState={start}
        onShowResults={() => undefined}
      />,
    );
    expect(screen.getByRole("searchbox")).toHaveValue("");
    rerender(
      <FacetPanel
        config={config}
        facets={["make"]}
        state={{ ...start, query: "hilux" }}
        result={result}
        onChange={() => undefined}
        clearedState={start}
        onShowResults={() => undefined}
      />,
    );
    expect(screen.getByRole("searchbox")).toHaveValue("hilux");
  });

  it("sorts as the shopper picks", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    await user.selectOptions(sort, "lowestPrice");
    expect(sort).toHaveValue("lowestPrice");
  });
});

describe("the Show Me count", () => {
  it("counts from the number on screen towards the latest count, never back past it", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    try {
      const { rerender } = render(<AnimatedCount value={412} />);
      const shown = () => Number(screen.getByTestId("show-me-count").textContent);
      rerender(<AnimatedCount value={230} />);
      act(() => {
        vi.advanceTimersByTime(100);
      });
      const midway = shown();
      expect(midway).toBeLessThan(412);
      expect(midway).toBeGreaterThan(230);
      // The filters changed again before the count settled: it goes on down from where it is, never back up.
      rerender(<AnimatedCount value={300} />);
      const seen: number[] = [];
      for (let step = 0; step < 25; step += 1) {
        act(() => {
          vi.advanceTimersByTime(16);
        });
        seen.push(shown());
      }
      expect(seen.every((value, index) => value <= (index === 0 ? midway : seen[index - 1]!))).toBe(true);
      expect(shown()).toBe(300);
    } finally {
      vi.useRealTimers();
    }
  });
});
