import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderServerHtml } from "@/platform/testing/server-html";
import { defaultSiteConfig } from "@/sites/config-defaults";
import type { LeadFormContext } from "../form-context";
import type { LeadCar } from "../payload";
import { leadFormRules } from "../schemas";
import { EnquiryModal, RequestPhotosModal, TestDriveModal } from "./lead-modals";

// What the server sends for the vehicle page's lead dialogs: the trigger buttons, and closed dialogs
// without their forms, which are fetched as a separate chunk when a dialog first opens.

const context: LeadFormContext = {
  site: {
    slug: "s",
    name: "S",
    rules: leadFormRules(defaultSiteConfig.forms, 1),
    privacyNotice: "",
    successCategoryKey: "k",
    eventIds: defaultSiteConfig.analytics.eventIds,
    maskPhone: false,
  },
  locations: [],
  dealerships: [{ id: "d", slug: "d", name: "D" }],
};

const car: LeadCar = {
  id: "7d0f8a52-6a0c-4e55-9a3c-1f2a3b4c5d6e",
  slug: "2021-toyota-corolla-a1",
  stocknum: "A1",
  name: "2021 Toyota Corolla Ascent Sport",
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  body: "Hatch",
  car_type: "used",
  status: "in_stock",
  tag: null,
  price: 25_990,
  dealership_id: "0b1c2d3e-0000-4000-8000-00000000000a",
  dealership_slug: "d",
  location_id: null,
  vin: null,
};

describe("lead modals", () => {
  it.each([
    ["Enquire Now", EnquiryModal, "Enquire about this vehicle"],
    ["Book Test Drive", TestDriveModal, "Book a Test Drive"],
    ["Request More Photos", RequestPhotosModal, "Request More Photos"],
  ] as const)("render the %s button and a closed dialog without its form", (label, Modal, title) => {
    const html = renderServerHtml(<Modal context={context} car={car} triggerLabel={label} triggerClassName="btn" />);
    expect(within(html).getByRole("button", { name: label })).toBeInTheDocument();
    const dialog = html.querySelector("dialog");
    expect(dialog).not.toBeNull();
    expect(dialog).not.toHaveAttribute("open");
    expect(dialog).toHaveTextContent(title);
    expect(dialog).toHaveTextContent(car.name);
    expect(html.querySelector("form")).toBeNull();
  });

  it("show a loading status inside an open dialog until the form has arrived", () => {
    const html = renderServerHtml(<EnquiryModal context={context} car={car} open onOpenChange={() => undefined} />);
    expect(within(html).getByRole("status", { hidden: true })).toHaveTextContent("Loading the form…");
    expect(html.querySelector("form")).toBeNull();
  });
});
