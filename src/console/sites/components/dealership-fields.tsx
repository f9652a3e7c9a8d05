"use client";

import { Button } from "@/ui/button";
import type { DraftAction, DraftDealership } from "../new-site-draft";
import { ListMessage, TextInput, type Messages } from "./form-controls";
import { LocationFields } from "./location-fields";

// One dealership of the new site: its name and slug (the stock feed's address names it), and its
// locations.

export function DealershipFields({
  formId,
  index,
  dealership,
  messages,
  dispatch,
  removable,
}: {
  formId: string;
  index: number;
  dealership: DraftDealership;
  messages: Messages;
  dispatch: (action: DraftAction) => void;
  removable: boolean;
}) {
  const path = `dealerships.${index}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-border bg-surface p-4">
      <legend className="px-1 font-semibold">Dealership {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          formId={formId}
          path={`${path}.name`}
          label="Dealership name"
          required
          value={dealership.name}
          messages={messages}
          onChange={(value) => dispatch({ type: "dealership", index, field: "name", value })}
        />
        <TextInput
          formId={formId}
          path={`${path}.slug`}
          label="Dealership slug"
          required
          hint="Its stock feed address: /api/stock/{slug}."
          value={dealership.slug}
          messages={messages}
          onChange={(value) => dispatch({ type: "dealership", index, field: "slug", value })}
        />
      </div>
      <ListMessage messages={messages} path={`${path}.locations`} />
      {dealership.locations.map((location, locationIndex) => (
        <LocationFields
          key={locationIndex}
          formId={formId}
          dealership={index}
          index={locationIndex}
          location={location}
          messages={messages}
          dispatch={dispatch}
          removable={dealership.locations.length > 1}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: "add-location", dealership: index })}>
          Add a location
        </Button>
        {removable ? (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "remove-dealership", index })}>
            Remove dealership {index + 1}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
