import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AvailabilityNotice } from "./availability-notice";

const labels = { comingSoonTag: "COMING SOON", reservedTag: "RESERVED", carNoun: "Car" };

describe("AvailabilityNotice", () => {
  it("says a coming-soon car is not at the dealership yet, with the site's coming-soon label", () => {
    render(<AvailabilityNotice status="coming_soon" reserved={false} labels={labels} />);
    const notice = screen.getByTestId("coming-soon-message");
    expect(notice).toHaveTextContent(/^COMING SOON/);
    expect(notice).toHaveTextContent("This car is on its way and not at the dealership yet.");
    expect(screen.queryByTestId("sold-message")).toBeNull();
    expect(screen.queryByTestId("reserved-message")).toBeNull();
  });

  it("uses the site's own wording for the label and the vehicle", () => {
    render(
      <AvailabilityNotice
        status="coming_soon"
        reserved={false}
        labels={{ ...labels, comingSoonTag: "ARRIVING SOON", carNoun: "Caravan" }}
      />,
    );
    const notice = screen.getByTestId("coming-soon-message");
    expect(notice).toHaveTextContent(/^ARRIVING SOON/);
    expect(notice).toHaveTextContent("This caravan is on its way");
  });

  it("says both when a coming-soon car is already reserved", () => {
    render(<AvailabilityNotice status="coming_soon" reserved labels={labels} />);
    expect(screen.getByTestId("coming-soon-message")).toBeVisible();
    expect(screen.getByTestId("reserved-message")).toHaveTextContent(/^RESERVED/);
  });

  it("says nothing for a car simply in stock, and only 'reserved' for a reserved one", () => {
    const { container, unmount } = render(<AvailabilityNotice status="in_stock" reserved={false} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(<AvailabilityNotice status="in_stock" reserved labels={labels} />);
    expect(screen.getByTestId("reserved-message")).toBeVisible();
    expect(screen.queryByTestId("coming-soon-message")).toBeNull();
  });

  it("says sold, and nothing else, for a sold car or any status the product treats as sold", () => {
    for (const status of ["sold", "withdrawn"]) {
      const { unmount } = render(<AvailabilityNotice status={status} reserved labels={labels} />);
      expect(screen.getByTestId("sold-message")).toBeVisible();
      expect(screen.queryByTestId("coming-soon-message")).toBeNull();
      expect(screen.queryByTestId("reserved-message")).toBeNull();
      unmount();
    }
  });

  it("tells the shopper who reserved the car that they did, with their reservation number, not 'another buyer'", () => {
    const own = {
      reference: "0b6f3c1e-1d2a-4c55-9a7e-5f0e2d8c9a10",
      confirmationHref: "/cars/x/checkout/confirmation?reservation=0b6f",
    };
    render(<AvailabilityNotice status="in_stock" reserved ownReservation={own} labels={labels} />);
    const notice = screen.getByTestId("own-reservation-message");
    expect(notice).toHaveTextContent("You reserved this car.");
    expect(notice).toHaveTextContent(own.reference);
    expect(notice).not.toHaveTextContent("another buyer");
    expect(screen.getByRole("link", { name: "View your reservation" })).toHaveAttribute("href", own.confirmationHref);
    expect(screen.queryByTestId("reserved-message")).toBeNull();
  });
});
