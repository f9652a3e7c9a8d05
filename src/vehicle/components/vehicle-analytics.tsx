"use client";

import { useEffect } from "react";
import { trackEvent } from "@/platform/analytics";
import { recordViewedCar } from "@/shopper/viewed-cars";

/**
 * The detail-view event for used cars (id 4 by default), the viewed-car record, and the print and
 * history-report events fired from links marked with data-analytics-event.
 */
export function VehicleAnalytics({
  siteSlug,
  car,
  usedDetailViewEvent,
}: {
  siteSlug: string;
  car: { id: string; stocknum: string; make: string; model: string; body: string | null; carType: string };
  usedDetailViewEvent: number;
}) {
  useEffect(() => {
    if (car.carType === "used") trackEvent(usedDetailViewEvent, { car_id: car.id });
    recordViewedCar(siteSlug, {
      id: car.id,
      stocknum: car.stocknum,
      make: car.make,
      model: car.model,
      body: car.body ?? "",
      simple_body: car.body ?? "",
    });
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("[data-analytics-event]") : null;
      const id = Number(target?.getAttribute("data-analytics-event"));
      if (Number.isFinite(id) && id > 0) trackEvent(id, { car_id: car.id });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [siteSlug, car, usedDetailViewEvent]);
  return null;
}
