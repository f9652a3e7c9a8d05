import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog } from "./dialog";

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Enquire</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-label="Enquiry">
        <input aria-label="Name" />
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens from its button, keeps Tab inside, and Escape closes it and returns focus", async () => {
    render(<Example />);
    const user = userEvent.setup();
    const opener = screen.getByRole("button", { name: "Enquire" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Enquiry" });
    expect(dialog).toHaveAttribute("open");

    const name = screen.getByRole("textbox", { name: "Name" });
    const close = screen.getByRole("button", { name: "Close" });
    name.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(dialog).not.toHaveAttribute("open");
    expect(opener).toHaveFocus();
  });

  it("closes on a click on its backdrop but not inside", async () => {
    render(<Example />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Enquire" }));
    const dialog = screen.getByRole("dialog", { name: "Enquiry" });
    await user.click(screen.getByRole("textbox", { name: "Name" }));
    expect(dialog).toHaveAttribute("open");
    await user.click(dialog);
    expect(dialog).not.toHaveAttribute("open");
  });
});
