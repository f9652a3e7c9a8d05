import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field, FieldMessage, describedBy, inputClass } from "./field";

describe("Field", () => {
  it("names its control by the label and announces the message with it", () => {
    render(
      <Field id="enquiry-email" label="Email" required error="Please enter a valid email address.">
        <input id="enquiry-email" className={inputClass} aria-describedby={describedBy("enquiry-email", "x")} />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAccessibleDescription("Please enter a valid email address.");
    // The asterisk is for the eye; the name stays 'Email'.
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows no message while the field is valid", () => {
    render(
      <Field id="enquiry-phone" label="Phone" hint="We only call about this car.">
        <input id="enquiry-phone" aria-describedby={describedBy("enquiry-phone", undefined)} />
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Phone" })).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByTestId("field-error")).toBeNull();
    expect(screen.getByText("We only call about this car.")).toBeVisible();
  });

  it("wraps its control when it has no id, which names it just the same", () => {
    render(
      <Field label="Sort by">
        <select>
          <option>Newest</option>
        </select>
      </Field>,
    );
    expect(screen.getByRole("combobox", { name: "Sort by" })).toBeVisible();
  });
});

describe("FieldMessage", () => {
  it("gives a group's message the id its describedBy names", () => {
    render(
      <fieldset aria-describedby={describedBy("drive-time", "Pick a time")}>
        <legend>Time</legend>
        <FieldMessage controlId="drive-time" message="Pick a time" />
      </fieldset>,
    );
    expect(screen.getByRole("group", { name: "Time" })).toHaveAccessibleDescription("Pick a time");
  });
});
