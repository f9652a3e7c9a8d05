// Generated feed cars for the integration tests and `npm run bench:import`: valid cars in the spec's
// field names, with chosen rows spoiled in a way the schema must name ("price must be a number").

const makes = [
  ["Toyota", "Corolla", "Hatch"],
  ["Mazda", "CX-5", "SUV"],
  ["Ford", "Ranger", "Ute"],
  ["Hyundai", "i30", "Hatch"],
  ["Kia", "Sportage", "SUV"],
  ["Mitsubishi", "Triton", "Ute"],
] as const;

export type GeneratedFeedCar = Record<string, string | number | string[]>;

/** `count` cars with stock numbers `${prefix}-1` …; rows (1-based) in `badRows` carry price "POA". */
export function generateFeedCars(
  count: number,
  options: { prefix?: string; badRows?: ReadonlySet<number>; priceOffset?: number } = {},
): GeneratedFeedCar[] {
  const prefix = options.prefix ?? "GEN";
  return Array.from({ length: count }, (_, index) => {
    const row = index + 1;
    const [make, model, body] = makes[index % makes.length]!;
    const year = 2012 + (index % 13);
    return {
      stocknum: `${prefix}-${row}`,
      make,
      model,
      badge: index % 2 === 0 ? "GX" : "Sport",
      year,
      km: (index * 7_919) % 180_000,
      price: options.badRows?.has(row) ? "POA" : 15_000 + ((index * 37) % 400) * 100 + (options.priceOffset ?? 0),
      car_type: year >= 2025 ? "new" : "used",
      status: "in_stock",
      colour: index % 3 === 0 ? "White" : "Grey",
      simple_body: body,
      simple_transmission: "Automatic",
      simple_fuel: "Petrol",
      dealercomments: `<p>Generated car ${row}</p>`,
      images: [
        `/media/car/${body === "Ute" ? "ute" : body === "SUV" ? "suv" : "hatch"}/${index % 3 === 0 ? "white" : "grey"}/front.svg`,
      ],
    };
  });
}

/** The same cars as a CSV export would carry them (header names as a dealer system writes them). */
export function feedCarsToCsv(cars: readonly GeneratedFeedCar[]): string {
  const columns = [
    ["Stock Number", "stocknum"],
    ["Make", "make"],
    ["Model", "model"],
    ["Badge", "badge"],
    ["Year", "year"],
    ["Odometer", "km"],
    ["Price", "price"],
    ["Condition", "car_type"],
    ["Status", "status"],
    ["Colour", "colour"],
    ["Body", "simple_body"],
    ["Transmission", "simple_transmission"],
    ["Fuel", "simple_fuel"],
    ["Comments", "dealercomments"],
    ["Images", "images"],
  ] as const;
  const cell = (value: string | number | string[] | undefined) => {
    const text = Array.isArray(value) ? value.join("|") : value === undefined ? "" : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map(([header]) => header).join(",")];
  for (const car of cars) lines.push(columns.map(([, field]) => cell(car[field])).join(","));
  return `${lines.join("\n")}\n`;
}
