import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import type { LeadFormContext, LeadLocationOption } from "../form-context";
import { leadFormRules } from "../schemas";
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LeadForm", () => {
  it("lists what is missing when sent empty, each message linked to and beside its field", async () => {
    const user = userEvent.setup();
    render(<LeadForm context={context} formType="vehicle-enquiry" car={car} />, { wrapper: withRouter });
    await user.click(screen.getByRole("button", { name: "Submit" }));

    // The schemas are fetched on the first send, so the messages come a moment after the click.
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
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

describe("LeadForm's answer from the server", () => {
  it("shows the product's 'An unexpected error occured' when a reply has no lead_id, and stays on the form", async () => {
    const user = userEvent.setup();
    // The network's answer, not our code: a 200 without the lead's id.
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(new Response("{}", { status: 200, headers: { "content-type": "application/json" } })),
      ),
    );
    render(<LeadForm context={context} formType="vehicle-enquiry" car={car} />, { wrapper: withRouter });
    await user.type(screen.getByRole("textbox", { name: /First name/i }), "Jane");
    await user.type(screen.getByRole("textbox", { name: /Last name/i }), "Citizen");
    await user.type(screen.getByRole("textbox", { name: /Email/i }), "jane@example.com");
    await user.type(screen.getByRole("textbox", { name: /Phone/i }), "0412 345 678");
    await user.type(screen.getByRole("textbox", { name: /Comments/ }), "Is it still available?");
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("An unexpected error occured");
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});

describe("LeadForm on a group site", () => {
  const place = (id: string, name: string, dealershipSlug: string): LeadLocationOption => ({
    id,
    name,
    dealershipId: `id-${dealershipSlug}`,
    dealershipSlug,
    dealershipName: dealershipSlug,
    locationType: "sales",
    isPrimary: false,
    timeZone: "Australia/Melbourne",
    openingHours: [],
    specialHours: [],
  });
  const group: LeadFormContext = {
    ...context,
    site: {
      ...context.site,
      rules: leadFormRules(
        {
          ...defaultSiteConfig.forms,
          locationSelect: { show: true, placeholder: "Please Select a Dealership Location" },
        },
        2,
      ),
    },
    dealerships: [
      { id: "id-north", slug: "north", name: "North Motors" },
      { id: "id-south", slug: "south", name: "South Motors" },
    ],
    locations: [place("l-north", "North Sales", "north"), place("l-south", "South Sales", "south")],
  };

  it("offers only the chosen dealership's locations, and drops a location of another when the dealership changes", async () => {
    const user = userEvent.setup();
    render(<LeadForm context={group} formType="enquiry" />, { wrapper: withRouter });
    const dealership = screen.getByRole("combobox", { name: /Preferred Dealership/ });
    const location = screen.getByRole("combobox", { name: /Location/ });
    const names = () =>
      within(location)
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(names()).toEqual(["Please Select a Dealership Location", "North Sales", "South Sales"]);

    await user.selectOptions(dealership, "north");
    expect(names()).toEqual(["Please Select a Dealership Location", "North Sales"]);
    await user.selectOptions(location, "l-north");
    expect(location).toHaveValue("l-north");

    await user.selectOptions(dealership, "south");
    expect(names()).toEqual(["Please Select a Dealership Location", "South Sales"]);
    expect(location).toHaveValue("");
  });
});
