// A used-car yard as a large independent dealer's feed sends it: `count` cars across `makeCount`
// makes, the makes' shares falling off as the Australian used market's do (Toyota far ahead, a long
// tail of one or two cars), each make with its own models. The demo's own stock is a franchised
// dealer's handful of makes; this is the stock that makes facet lists, menus and the payload grow
// (`npm run bench:html -- --real-stock`, decision 056).
import { carModels } from "@/demo/catalogue";

/** Makes in roughly the order of their share of Australian used stock. */
const makesByShare = [
  "Toyota",
  "Mazda",
  "Ford",
  "Hyundai",
  "Kia",
  "Mitsubishi",
  "Nissan",
  "Volkswagen",
  "Subaru",
  "Holden",
  "Honda",
  "Isuzu",
  "MG",
  "BMW",
  "Mercedes-Benz",
  "Audi",
  "GWM",
  "Tesla",
  "Lexus",
  "Suzuki",
  "BYD",
  "Jeep",
  "Land Rover",
  "LDV",
  "Skoda",
  "Volvo",
  "Peugeot",
  "Renault",
  "Porsche",
  "MINI",
  "Haval",
  "Jaguar",
  "Chery",
  "Fiat",
  "Alfa Romeo",
  "Chrysler",
  "Citroen",
  "Genesis",
  "Cupra",
  "Polestar",
] as const;

/** Model names for the makes the demo catalogue does not stock: plausible lengths, not real ranges. */
const otherModels = ["Sportline", "Crossover", "Tourer", "Compact", "Grand", "Urban", "Adventure", "Premium"];
const bodies = ["SUV", "Hatch", "Sedan", "Ute", "Wagon"] as const;
const colours = ["White", "Silver", "Grey", "Black", "Blue", "Red"];

function modelsOf(make: string): string[] {
  const known = [...new Set(carModels.filter((model) => model.make === make).map((model) => model.model))];
  return known.length > 0 ? known : otherModels.slice(0, 3 + (make.length % 5));
}

/** The stock as the stock API's JSON: used cars with stock numbers `RS-1` …, makes in catalogue spelling. */
export function realUsedStock(count: number, makeCount: number): Record<string, unknown>[] {
  if (makeCount > makesByShare.length) throw new Error(`At most ${makesByShare.length} makes`);
  const makes = makesByShare.slice(0, makeCount);
  // Zipf-like shares (1/rank), so the first make has about a fifth of a 40-make yard and the last a car or two.
  const weights = makes.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const perMake = weights.map((weight) => Math.max(1, Math.floor((weight / total) * count)));
  perMake[0] = (perMake[0] ?? 0) + count - perMake.reduce((sum, n) => sum + n, 0);
  const cars: Record<string, unknown>[] = [];
  makes.forEach((make, makeIndex) => {
    const models = modelsOf(make);
    for (let index = 0; index < (perMake[makeIndex] ?? 0); index += 1) {
      const n = cars.length;
      const body = bodies[n % bodies.length]!;
      const year = 2012 + (n % 13);
      cars.push({
        stocknum: `RS-${n + 1}`,
        make,
        model: models[index % models.length],
        badge: index % 3 === 0 ? "Sport" : index % 3 === 1 ? "GX" : "Limited",
        year,
        km: 8_000 + ((n * 7_919) % 190_000),
        price: 9_990 + ((n * 37) % 600) * 100,
        car_type: "used",
        status: "in_stock",
        colour: colours[n % colours.length],
        simple_body: body,
        simple_transmission: n % 7 === 0 ? "Manual" : "Automatic",
        simple_fuel: n % 5 === 0 ? "Diesel" : "Petrol",
        images: [`/media/car/${body === "Ute" ? "ute" : body === "SUV" ? "suv" : "hatch"}/white/front.svg`],
      });
    }
  });
  return cars;
}
