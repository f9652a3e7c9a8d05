import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderServerHtml } from "@/platform/testing/server-html";
import { car, context } from "../testing/form-fixtures";
import { EnquiryModal, RequestPhotosModal, TestDriveModal } from "./lead-modals";

// What the server sends for the vehicle page's lead dialogs: the trigger buttons, and closed dialogs
// without their forms, which are fetched as a separate chunk when a dialog first opens.

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
