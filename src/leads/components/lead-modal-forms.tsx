"use client";

import type { LeadFormContext } from "../form-context";
import { requestPhotosText, vehicleEnquiryDefaults } from "../form-defaults";
import type { LeadCar } from "../payload";
import { LeadForm } from "./lead-form";

// The forms inside the vehicle page's lead dialogs. lead-modals.tsx loads this module only when a
// dialog first opens, so LeadForm stays out of the page's first load (and the lead schemas out of
// the dialog's until the shopper starts on the form).

export type LeadModalKind = "enquiry" | "test-drive" | "request-photos";

export default function LeadModalForm({
  kind,
  context,
  car,
}: {
  kind: LeadModalKind;
  context: LeadFormContext;
  car: LeadCar;
}) {
  switch (kind) {
    case "enquiry":
      return (
        <LeadForm
          context={context}
          formType="vehicle-enquiry"
          car={car}
          initialValues={vehicleEnquiryDefaults(car)}
          submitLabel="Send Enquiry"
        />
      );
    case "test-drive":
      return <LeadForm context={context} formType="test-drive" car={car} submitLabel="Book Test Drive" />;
    case "request-photos":
      return (
        <LeadForm
          context={context}
          formType="request-photos"
          car={car}
          initialValues={{ request: requestPhotosText(car) }}
          submitLabel="Request Photos"
        />
      );
  }
}
