import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HolidayHoursDialog } from "./holiday-hours-dialog";
import { OpeningHoursTable, type HoursOption } from "./opening-hours-table";

const options: HoursOption[] = [
  {
    key: "sales",
    label: "Sales",
    locationName: "Rozelle",
    rows: [
      { days: "Mon-Fri", hours: "8:30 am – 5:30 pm", weekdays: [1, 2, 3, 4, 5] },
      { days: "Sat", hours: "8:30 am – 4:00 pm", weekdays: [6] },
      { days: "Sun", hours: "Closed", weekdays: [0] },
    ],
  },
  {
    key: "service",
    label: "Service",
    locationName: "Drummoyne Service",
    rows: [
      { days: "Mon-Fri", hours: "7:30 am – 5:00 pm", weekdays: [1, 2, 3, 4, 5] },
      { days: "Sat-Sun", hours: "By appointment only", weekdays: [6, 0] },
    ],
  },
];

describe("OpeningHoursTable", () => {
  it("shows the first department's hours and switches with the dropdown", async () => {
    render(<OpeningHoursTable options={options} zoneNote="Times in AEDT." />);
    const table = screen.getByRole("table");
    expect(within(table).getByRole("row", { name: "Mon-Fri 8:30 am – 5:30 pm" })).toBeInTheDocument();
    expect(table).toHaveTextContent("Sales hours at Rozelle. Times in AEDT.");

    const select = screen.getByRole("combobox", { name: "Department" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Sales", "Service"]);
    await userEvent.setup().selectOptions(select, "service");
    expect(within(table).getByRole("row", { name: "Mon-Fri 7:30 am – 5:00 pm" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Sat-Sun By appointment only" })).toBeInTheDocument();
    expect(within(table).queryByRole("row", { name: "Sun Closed" })).toBeNull();
  });

  it("has no dropdown with one department", () => {
    render(<OpeningHoursTable options={options.slice(0, 1)} zoneNote="" />);
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("row", { name: "Sun Closed" })).toBeInTheDocument();
  });
});

describe("HolidayHoursDialog", () => {
  const rows = [
    { date: "2026-12-25", label: "Christmas Day", status: "Closed" as const, hours: "Closed" },
    { date: "2026-12-26", label: "Boxing Day", status: "Open" as const, hours: "10:00 am – 4:00 pm" },
  ];

  it("lists the entries that apply in a dialog", async () => {
    render(<HolidayHoursDialog rows={rows} locationName="Rozelle" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "View Holiday Hours" }));
    const dialog = screen.getByRole("dialog", { name: "Holiday Hours – Rozelle" });
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("row", { name: /Fri 25 Dec 2026 Christmas Day Closed/ })).toBeInTheDocument();
    expect(
      within(dialog).getByRole("row", { name: /Sat 26 Dec 2026 Boxing Day Open 10:00 am – 4:00 pm/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog).not.toHaveAttribute("open");
  });

  it("is hidden when no entries apply", () => {
    const { container } = render(<HolidayHoursDialog rows={[]} locationName="Rozelle" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("button", { name: "View Holiday Hours" })).toBeNull();
  });
});
