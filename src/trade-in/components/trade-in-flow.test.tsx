import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { car, context } from "@/leads/testing/form-fixtures";
import { tradeInMessages } from "../schemas";
import { TradeInFlow } from "./trade-in-flow";

// The first step's checks happen in the browser, before anything is sent: these need no server.

const router: AppRouterInstance = {
  bfcacheId: "test",
  back: () => undefined,
  forward: () => undefined,
  refresh: () => undefined,
  push: () => undefined,
  replace: () => undefined,
  prefetch: () => undefined,
};
const withRouter = ({ children }: { children: ReactNode }) => (
  <AppRouterContext.Provider value={router}>{children}</AppRouterContext.Provider>
);

function renderFlow(wanted: typeof car | null = null) {
  return render(
    <TradeInFlow context={context} car={wanted} defaultState="QLD" submitLabel="Get Your Valuation" saveValuation />,
    { wrapper: withRouter },
  );
}

describe("TradeInFlow, step 1", () => {
  it("shows the steps, the state chosen by the site, and each missing answer beside its field", async () => {
    const user = userEvent.setup();
    renderFlow();
    expect(screen.getByRole("list", { name: "Steps" })).toHaveTextContent(
      /Your car.*Condition.*Your offer.*Your details/,
    );
    expect(screen.getByRole("combobox", { name: /State/ })).toHaveValue("QLD");
    await user.click(screen.getByRole("button", { name: "Next: Condition" }));
    const rego = screen.getByRole("textbox", { name: /Rego/ });
    // The checks are fetched on the first one (with zod), so the messages come a moment after the click.
    await waitFor(() => expect(rego).toHaveAttribute("aria-invalid", "true"));
    expect(rego).toHaveAccessibleDescription(new RegExp(tradeInMessages.regoRequired));
    expect(screen.getByRole("textbox", { name: /Kilometres/ })).toHaveAccessibleDescription(
      new RegExp(tradeInMessages.kmRequired),
    );
  });

  it("checks the rego's form before looking it up", async () => {
    const user = userEvent.setup();
    renderFlow();
    await user.type(screen.getByRole("textbox", { name: /Rego/ }), "ABC/12");
    await user.click(screen.getByRole("button", { name: "Find My Car" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: /Rego/ })).toHaveAccessibleDescription(
        new RegExp(tradeInMessages.regoInvalid.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      ),
    );
  });

  it("names the car the shopper wants when the flow is opened from it", () => {
    renderFlow(car);
    expect(screen.getByTestId("trade-in-wanted-car")).toHaveTextContent(car.name);
  });
});
