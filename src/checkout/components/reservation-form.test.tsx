import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReservationForm } from "./reservation-form";

// The reserve form's card fields by payment mode (decision 026): local mode shows our own fields and
// never imports Stripe.js; Stripe mode mounts Stripe's card element and posts only the PaymentMethod id.

const stripeJs = vi.hoisted(() => {
  const state = {
    imported: false,
    mounted: false,
    paymentMethods: 0,
    loadStripe: null as unknown as (key: string) => Promise<unknown>,
  };
  const element = {
    mount: () => {
      state.mounted = true;
    },
    on: () => undefined,
    destroy: () => undefined,
  };
  state.loadStripe = () =>
    Promise.resolve({
      elements: () => ({ create: () => element }),
      createPaymentMethod: () => {
        state.paymentMethods += 1;
        return Promise.resolve({ paymentMethod: { id: "pm_card_visa" } });
      },
    });
  return state;
});

vi.mock("@stripe/stripe-js/pure", () => {
  // Runs only when something imports the module: the local mode test asserts it never does.
  stripeJs.imported = true;
  return { loadStripe: (key: string) => stripeJs.loadStripe(key) };
});

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  push.mockReset();
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: { body: string }) => {
      posted.push(JSON.parse(init.body));
      return Promise.resolve(
        new Response(JSON.stringify({ reservation_id: "res-1", status: "held" }), { status: 201 }),
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const props = {
  siteSlug: "harbourside",
  carId: "car-1",
  carPath: "/cars/a-car",
  confirmationPath: "/cars/a-car/checkout/confirmation",
  depositLabel: "$200",
};

function fillContact() {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Jane" } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Citizen" } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "jane@example.com" } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: "0412 345 678" } });
}

describe("the reserve form's card payment", () => {
  it("in local mode shows our card fields, posts the card, and never loads Stripe.js", async () => {
    render(<ReservationForm {...props} payment={{ provider: "local" }} />);
    expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Expiry/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Security code/)).toBeInTheDocument();
    expect(screen.queryByTestId("stripe-card-field")).not.toBeInTheDocument();

    fillContact();
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: "4242 4242 4242 4242" } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: "12/40" } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Pay $200 deposit and reserve" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/cars/a-car/checkout/confirmation?reservation=res-1"));
    expect(posted[0]).toMatchObject({ payment: { card_number: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } });
    expect(stripeJs.imported).toBe(false);
  });

  it("in Stripe mode mounts Stripe's card element instead and posts only the PaymentMethod id", async () => {
    render(<ReservationForm {...props} payment={{ provider: "stripe", publishableKey: "pk_test_example" }} />);
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("stripe-card-field")).toHaveAttribute("data-state", "ready"));
    expect(stripeJs.imported).toBe(true);
    expect(stripeJs.mounted).toBe(true);

    fillContact();
    fireEvent.click(screen.getByRole("button", { name: "Pay $200 deposit and reserve" }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(stripeJs.paymentMethods).toBe(1);
    expect(posted[0]).toMatchObject({ car_id: "car-1", payment: { token: "pm_card_visa" } });
    expect(JSON.stringify(posted[0])).not.toContain("card_number");
  });
});

describe("the reserve form's messages and prefill", () => {
  beforeEach(() => {
    // The first describe's reservation saved its details in this browser.
    localStorage.clear();
  });

  it("heads the missing fields with the product's 'Please fix the following errors:'", () => {
    render(<ReservationForm {...props} payment={{ provider: "local" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Pay $200 deposit and reserve" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(/^Please fix the following errors:/);
    expect(alert).toHaveTextContent("Please enter your first name");
    expect(posted).toHaveLength(0);
  });

  it("starts with the mobile the shopper verified at sign-in", () => {
    render(<ReservationForm {...props} payment={{ provider: "local" }} signedInPhone="0412 345 678" />);
    expect(screen.getByLabelText(/Phone/)).toHaveValue("0412 345 678");
  });
});
