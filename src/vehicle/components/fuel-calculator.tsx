"use client";

import { useState } from "react";
import { formatMoney } from "@/platform/format";
import { Field, inputClass } from "@/ui/field";
import { weeklyFuelCost } from "../vehicle-rules";
import { Section } from "@/ui/section";

/** Weekly fuel cost from distance, consumption and fuel price (defaults 250 km, the car's or 10 L/100 km, $1.70). */
export function FuelCalculator({
  defaults,
  consumption,
}: {
  defaults: { fuelPricePerLitre: number; kmPerWeek: number; litresPer100Km: number };
  consumption: number | null;
}) {
  const [inputs, setInputs] = useState({
    kmPerWeek: defaults.kmPerWeek,
    litresPer100Km: consumption ?? defaults.litresPer100Km,
    pricePerLitre: defaults.fuelPricePerLitre,
  });
  const field = (name: keyof typeof inputs, label: string, step: number) => (
    <Field label={label}>
      <input
        type="number"
        min={0}
        step={step}
        value={inputs[name]}
        onChange={(event) => {
          const value = Number(event.target.value);
          setInputs((current) => ({ ...current, [name]: Number.isFinite(value) && value >= 0 ? value : 0 }));
        }}
        className={inputClass}
      />
    </Field>
  );
  const weekly = weeklyFuelCost(inputs);
  return (
    <Section titleId="fuel-title" title="Fuel calculator" tone="outline" data-testid="fuel-calculator">
      <div className="grid gap-3 sm:grid-cols-3">
        {field("kmPerWeek", "Kilometres per week", 10)}
        {field("litresPer100Km", "Litres per 100 km", 0.1)}
        {field("pricePerLitre", "Fuel price ($ per litre)", 0.01)}
      </div>
      <p className="mt-3 text-lg">
        About <strong data-testid="fuel-weekly">{formatMoney(weekly)}</strong> a week
      </p>
    </Section>
  );
}
