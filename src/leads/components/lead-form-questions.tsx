"use client";

import { australianStateCodes } from "@/platform/australian-states";
import type { LeadFormContext, LeadLocationOption } from "../form-context";
import { contactMethods, fieldLimits, yesNo, type LeadFormType } from "../lead-fields";
import {
  AppointmentPicker,
  LeadSelectField,
  LeadTextField,
  plainOptions,
  textOf,
  type LeadFormFields,
} from "./lead-form-fields";

// The lead form's questions between the contact details and the comments, in the order the form
// shows them: each is drawn only where the form type's plan asks it.

export function EnquiryQuestions({
  form,
  context,
  formType,
  location,
  now,
}: {
  form: LeadFormFields;
  context: LeadFormContext;
  formType: LeadFormType;
  /** Where a test drive is booked, once known: its opening hours give the times. */
  location: LeadLocationOption | null;
  now: Date | null;
}) {
  const { plan, values } = form;
  const rules = context.site.rules;
  const serviceLocations = context.locations.filter((place) => place.locationType === "service");
  const salesLocations = context.locations.filter(
    (place) => place.locationType === "sales" || place.locationType === "",
  );
  const offered = formType === "service" && serviceLocations.length > 0 ? serviceLocations : context.locations;
  // The locations follow the chosen dealership: a dealership and a location of another cannot be picked together.
  const chosenDealership = textOf(values, "dealership_slug");
  const locationChoices = chosenDealership
    ? offered.filter((place) => place.dealershipSlug === chosenDealership)
    : offered;
  const dealershipForm: LeadFormFields = {
    ...form,
    set: (name, value) => {
      form.set(name, value);
      const location = context.locations.find((place) => place.id === textOf(values, "location"));
      if (location && value && location.dealershipSlug !== value) form.set("location", "");
    },
  };
  return (
    <>
      <LeadSelectField
        form={form}
        name="category"
        label="Enquiry Type"
        placeholder="Please Select an Enquiry Type"
        options={plainOptions(rules.categories)}
      />
      <LeadSelectField
        form={dealershipForm}
        name="dealership_slug"
        label="Preferred Dealership"
        placeholder={rules.preferredDealership.placeholder}
        options={context.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))}
      />
      <LeadSelectField
        form={form}
        name="location"
        label="Location"
        placeholder={rules.locationSelect.placeholder}
        options={locationChoices.map((place) => ({ value: place.id, label: place.name }))}
      />

      {plan.appointment ? <AppointmentPicker form={form} location={location} now={now} /> : null}

      <LeadTextField
        form={form}
        name="vehiclePriceBudget"
        label="Vehicle Price Budget ($)"
        inputMode="numeric"
        maxLength={12}
      />
      <LeadSelectField
        form={form}
        name="car_type"
        label="New, Used or Demo?"
        placeholder="No preference"
        options={[
          { value: "new", label: "New" },
          { value: "used", label: "Used" },
          { value: "demo", label: "Demo" },
        ]}
      />
      {plan.vin && textOf(values, "vin") ? (
        <LeadTextField form={form} name="vin" label="VIN" readOnly maxLength={fieldLimits.vin} />
      ) : null}
      <LeadTextField form={form} name="Rego" label="Rego (optional)" maxLength={fieldLimits.rego} />
      <LeadTextField form={form} name="rego" label="Rego" maxLength={fieldLimits.rego} />
      <LeadSelectField
        form={form}
        name="regoState"
        label="Rego State"
        placeholder="Select a State"
        options={plainOptions(australianStateCodes)}
      />
      <LeadTextField form={form} name="kms" label="Kilometres" inputMode="numeric" maxLength={9} />
      <LeadSelectField
        form={form}
        name="location_id"
        label="Preferred Location"
        placeholder="Any location"
        options={(salesLocations.length > 0 ? salesLocations : context.locations).map((place) => ({
          value: place.id,
          label: place.name,
        }))}
      />
      {plan.inspectionAt ? (
        <AppointmentPicker
          form={form}
          location={location}
          now={now}
          name="inspectionAt"
          legend="Book an inspection of your car (optional)"
        />
      ) : null}
      <LeadSelectField
        form={form}
        name="PreferredContactMethod"
        label="Preferred Contact Method"
        placeholder="No preference"
        options={plainOptions(contactMethods)}
      />
      <LeadSelectField
        form={form}
        name="finance"
        label="Do you need finance?"
        placeholder="Select"
        options={plainOptions(yesNo)}
      />
      <LeadSelectField
        form={form}
        name="do-you-have-a-trade-in"
        label="Do you have a trade-in?"
        placeholder="Select"
        options={plainOptions(yesNo)}
      />
    </>
  );
}
