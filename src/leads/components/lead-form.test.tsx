import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { car, context } from "../testing/form-fixtures";
import { LeadForm } from "./lead-form";

// The form asks Next's router for the success page; outside a Next app a stand-in router stays put.
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

beforeEach(() => {
  localStorage.clear();
});

describe("LeadForm", () => {
  it("lists what is missing when sent empty, each message linked to and beside its field", async () => {
    const user = userEvent.setup();
    render(<LeadForm context={context} formType="vehicle-enquiry" car={car} />, { wrapper: withRouter });
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const alert = screen.getByRole("alert");
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent("Please fix the following errors:");
    const firstName = within(alert).getByRole("link", { name: "Please enter your first name" });
    for (const message of ["Please enter your email address", "Please enter your phone number"]) {
      expect(within(alert).getByRole("link", { name: message })).toBeInTheDocument();
    }
    // The message's link leads to the field, and the field is marked and described by it.
    const field = document.getElementById(firstName.getAttribute("href")!.slice(1));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Please enter your first name/);
  });

  it("keeps the request-photos form's prefilled request hidden, and sends it", () => {
    const { container } = render(
      <LeadForm
        context={context}
        formType="request-photos"
        car={car}
        initialValues={{ request: "Please send more photos of this car." }}
      />,
      { wrapper: withRouter },
    );
    expect(container).not.toHaveTextContent("Please send more photos of this car.");
    expect(container.querySelector('input[type="hidden"][name="request"]')).toHaveValue(
      "Please send more photos of this car.",
    );
    expect(screen.getByRole("textbox", { name: /Comments/ })).toHaveValue("");
  });
});
