import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Window as HappyDomWindow } from "happy-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFavourites } from "@/shopper/favourites";
import { SaveButton, type SaveButtonProps } from "./save-button";

// A stand-in for the site's account calls: signed in as one phone with an empty watchlist; the
// watchlist calls answer success, or 401 once `refuse` is set (the session ended elsewhere).
const calls: { path: string; body: unknown }[] = [];
let refuse = false;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      const path = request.url ?? "/";
      if (path === "/api/account/session") {
        response.end(JSON.stringify({ signedIn: true, phone: "+61412000111", watchlist: [] }));
        return;
      }
      calls.push({ path, body: JSON.parse(text) as unknown });
      if (refuse) {
        response.statusCode = 401;
        response.end(JSON.stringify({ success: false, error: "Please sign in to use your watchlist." }));
      } else response.end(JSON.stringify({ success: true, saved: path.endsWith("save-car") }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as HappyDomWindow).happyDOM.setURL(`http://127.0.0.1:${port}/cars/a-car`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  refuse = false;
});

const props: SaveButtonProps = {
  siteSlug: "harbourside",
  car: {
    id: "4b0c9f5e-2a40-4a8e-9d0e-7f3c2b1a0d11",
    name: "2021 Mazda CX-5 Maxx",
    slug: "2021-mazda-cx-5",
    make: "Mazda",
    model: "CX-5",
    primary_image_url: null,
    status: "in_stock",
    price: 24_490,
  },
  favourites: true,
  watchlist: true,
  hideWhenNoPrice: false,
  eventId: 39,
  listPath: "/my-garage",
};

describe("SaveButton signed in", () => {
  it("saves to the account's watchlist and to this browser's list with one press, and removes from both", async () => {
    const user = userEvent.setup();
    render(<SaveButton {...props} />);
    const save = await screen.findByRole("button", { name: "Save to watchlist" });
    await expect.poll(() => save.hasAttribute("disabled")).toBe(false);
    await user.click(save);
    expect(await screen.findByRole("button", { name: "Remove from watchlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toEqual({
      path: "/api/watchlist/save-car",
      body: { phone_number: "+61412000111", car_id: props.car.id },
    });
    expect(readFavourites("harbourside").map((car) => car.id)).toEqual([props.car.id]);

    await user.click(screen.getByRole("button", { name: "Remove from watchlist" }));
    await expect.poll(() => calls.map((call) => call.path)).toContain("/api/watchlist/remove-car");
    expect(screen.getByRole("button", { name: "Save to watchlist" })).toHaveAttribute("aria-pressed", "false");
    expect(readFavourites("harbourside")).toEqual([]);
  });

  it("undoes a save the server refuses, in the account and in this browser, and says why", async () => {
    const user = userEvent.setup();
    const alerts: string[] = [];
    window.alert = (message?: unknown) => void alerts.push(String(message));
    refuse = true;
    render(<SaveButton {...props} />);
    const save = await screen.findByRole("button", { name: "Save to watchlist" });
    await expect.poll(() => save.hasAttribute("disabled")).toBe(false);
    await user.click(save);
    await expect.poll(() => alerts).toEqual(["Please sign in to use your watchlist."]);
    expect(screen.getByRole("button", { name: "Save to watchlist" })).toHaveAttribute("aria-pressed", "false");
    expect(readFavourites("harbourside")).toEqual([]);
  });
});
