import { render, screen, waitForElementToBeRemoved } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "@/ui/toast";
import { ShareButtons } from "./share-buttons";

beforeEach(() => {
  toast.dismiss();
});

describe("ShareButtons", () => {
  it("copies the car's address and says so in a toast for 3 seconds", async () => {
    const user = userEvent.setup();
    const url = "http://harbourside.localhost/cars/2021-toyota-corolla-a1";
    render(
      <>
        <ShareButtons url={url} title="2021 Toyota Corolla Ascent Sport" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByText("Share"));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    const message = await screen.findByText("Copied 2021 Toyota Corolla Ascent Sport to your clipboard!");
    const shownAt = Date.now();
    expect(await navigator.clipboard.readText()).toBe(url);
    // The inline 'Copied' note is the spec's 1.5-second one beside the button.
    expect(screen.getByRole("status")).toHaveTextContent("Copied");

    await waitForElementToBeRemoved(message, { timeout: 6000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2500);
    // Sonner's default is 4 seconds: anything from there on is not the spec's 3.
    expect(shownFor).toBeLessThan(4000);
  });
});
