import { parse } from "csv-parse/sync";

// Stock CSV files as Australian dealer management systems export them: one car a row, a header row
// naming the columns in the exporter's own words ("Stock No", "Odometer", "Drive Away Price",
// "Colour"), in any order and any case, maybe with a byte-order mark and quoted fields. Each row
// becomes an object keyed by the spec's Car field names, which feedCarSchema then parses: the CSV
// and the JSON API share every rule after this point. docs/stock-feed.md lists the columns.

/** A header, reduced to what tells columns apart: "Stock No." and "stock_no" are the same. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Special columns the mapper splits or combines rather than copying to one field. */
type Special = "_drive_away" | "_engine" | "_body" | "_transmission" | "_fuel";

/** Column names (as headerKey reduces them) of the field each fills. */
const aliases: Record<string, readonly string[]> = {
  stocknum: ["stocknum", "stocknumber", "stockno", "stock", "stockid", "stockcode", "stocknbr"],
  vin: ["vin", "vinnumber", "chassis", "chassisnumber"],
  regplate: ["regplate", "rego", "registration", "regonumber", "registrationnumber", "plate", "numberplate", "regono"],
  rego_expiry: ["regoexpiry", "registrationexpiry", "regoexpirydate"],
  build_date: ["builddate", "build", "buildmonth"],
  compliance_date: ["compliancedate", "compliance", "compliancemonth"],
  item_type: ["itemtype", "vehiclecategory"],
  make: ["make", "manufacturer", "brand"],
  model: ["model"],
  badge: ["badge", "variantname", "trim"],
  series: ["series", "modelseries"],
  year: ["year", "modelyear", "yearofmanufacture", "releaseyear"],
  colour: ["colour", "color", "exteriorcolour", "exteriorcolor", "paint"],
  interior_colour: ["interiorcolour", "interiorcolor", "trimcolour", "trimcolor"],
  km: ["km", "kms", "odometer", "odometerkm", "kilometres", "kilometers", "mileage"],
  price: ["price", "saleprice", "advertisedprice", "retailprice", "sellprice", "askingprice"],
  _drive_away: ["driveaway", "driveawayprice", "dap", "priceda", "driveawayamount"],
  before_price: ["beforeprice", "wasprice", "previousprice", "oldprice"],
  msrp: ["msrp", "rrp", "recommendedprice", "recommendedretailprice"],
  subscription_price: ["subscriptionprice"],
  offer_price: ["offerprice"],
  price_type: ["pricetype", "pricequalifier", "pricedescription"],
  preorder: ["preorder"],
  car_type: ["cartype", "condition", "newused", "stocktype", "saletype", "usednew"],
  status: ["status", "stockstatus", "vehiclestatus"],
  tag: ["tag", "label", "banner"],
  reserved: ["reserved", "onhold", "deposittaken"],
  certified: ["certified", "certifiedpreowned", "cpo"],
  show_on_dealer_website: ["showondealerwebsite", "showonwebsite", "publish", "online"],
  _body: ["body", "bodytype", "bodystyle", "bodyshape"],
  bodyconfiguration: ["bodyconfiguration"],
  simple_body: ["simplebody"],
  _transmission: ["transmission", "trans", "gearbox", "transmissiontype"],
  simple_transmission: ["simpletransmission"],
  _fuel: ["fuel", "fueltype"],
  simple_fuel: ["simplefuel"],
  drive: ["drive", "drivetype", "drivetrain", "driveline"],
  simple_drive: ["simpledrive"],
  _engine: ["engine", "enginesize", "enginecapacity", "capacity"],
  engine_size: ["enginesizecc", "enginecc", "cc"],
  engine_size_litres: ["enginesizelitres", "litres", "enginelitres"],
  gearnum: ["gearnum", "gears", "numberofgears"],
  seats: ["seats", "seating", "seatingcapacity", "numberofseats"],
  doors: ["doors", "numberofdoors"],
  location_id: ["locationid", "location", "yard", "branch"],
  city: ["city", "suburb"],
  state: ["state"],
  private_suburb: ["privatesuburb"],
  private_postcode: ["privatepostcode"],
  carsales_title: ["carsalestitle", "title", "adtitle"],
  file: ["file", "historyreport", "historyreporturl"],
  dealercomments: ["dealercomments", "comments", "description", "dealerdescription", "adtext", "sellercomments"],
  standardEquipment: ["standardequipment", "features", "equipment", "options"],
  images: ["images", "image", "photos", "photourls", "imageurls", "pictures", "photo"],
  primary_image_url: ["primaryimageurl", "mainimage", "mainphoto"],
  video_url: ["videourl", "video"],
  external_video_url: ["externalvideourl", "youtube", "youtubeurl"],
  spin_images: ["spinimages"],
  spin_code: ["spincode"],
  spin_interior_image: ["spininteriorimage"],
  payment_processors: ["paymentprocessors"],
};

const columnField = new Map<string, string>(
  Object.entries(aliases).flatMap(([field, names]) => names.map((name) => [name, field] as const)),
);

/** The field a CSV header fills, or null for a column the platform does not read. */
export function fieldForHeader(header: string): string | null {
  return columnField.get(headerKey(header)) ?? null;
}

/** "Automatic", "Auto", "6 Sp Automatic", "CVT", "DCT" → Automatic; "Manual", "6sp man" → Manual. */
export function simpleTransmission(trans: string): string | null {
  const word = trans.toLowerCase();
  if (/man/.test(word)) return "Manual";
  if (/auto|cvt|dct|dsg|tiptronic|sports? ?mat|sequential|semi|reduction|single speed/.test(word)) return "Automatic";
  return null;
}

/** The search's fuel values: Petrol, Diesel, Hybrid, PHEV, Electric, LPG. */
export function simpleFuel(fuel: string): string | null {
  const word = fuel.toLowerCase();
  if (/plug|phev/.test(word)) return "PHEV";
  if (/hybrid/.test(word)) return "Hybrid";
  if (/electric|\bev\b|battery/.test(word)) return "Electric";
  if (/diesel/.test(word)) return "Diesel";
  if (/lpg|gas/.test(word)) return "LPG";
  if (/petrol|unleaded|ulp|premium/.test(word)) return "Petrol";
  return null;
}

/** "2.0L", "1998cc", "2.0L 4cyl Turbo", "1998" → litres and/or cc. */
export function engineSize(engine: string): { engine_size?: number; engine_size_litres?: number } {
  const cc = /(\d{3,5})\s*cc/i.exec(engine) ?? /^\s*(\d{3,5})\s*$/.exec(engine);
  if (cc) {
    const value = Number(cc[1]);
    return { engine_size: value, engine_size_litres: Math.round(value / 100) / 10 };
  }
  const litres = /(\d{1,2}(?:\.\d)?)\s*(?:l\b|lt|litre|liter|$)/i.exec(engine);
  if (litres) {
    const value = Number(litres[1]);
    return { engine_size_litres: value, engine_size: Math.round(value * 1000) };
  }
  return {};
}

export type CsvRows = {
  /** Rows keyed by Car field names, in file order (row 1 is the first line after the header). */
  rows: Record<string, unknown>[];
  /** Headers that name no field the platform reads (ignored). */
  ignoredColumns: string[];
  /** Problems with the file as a whole (no header, no stock number column, unreadable CSV). */
  error: string | null;
};

/** Reads a stock CSV. Never throws: a broken file comes back as `error`. */
export function parseStockCsv(input: string | Buffer): CsvRows {
  let records: string[][];
  try {
    records = parse(input, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      delimiter: [",", "\t", ";"].find((candidate) => firstLine(input).includes(candidate)) ?? ",",
    });
  } catch (error) {
    return { rows: [], ignoredColumns: [], error: `The CSV could not be read: ${(error as Error).message}` };
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], ignoredColumns: [], error: "The CSV is empty: it needs a header row" };
  const fields = header.map(fieldForHeader);
  const ignoredColumns = header.filter((_, index) => fields[index] === null);
  if (!fields.includes("stocknum")) {
    return {
      rows: [],
      ignoredColumns,
      error: `The CSV has no stock number column (a header such as "Stock Number" or "stocknum"); it has: ${header.join(", ")}`,
    };
  }
  const rows = data.map((cells) => {
    const raw = new Map<string, string>();
    cells.forEach((cell, index) => {
      const field = fields[index];
      // The first of two columns for one field wins unless it is blank.
      if (field && cell !== "" && !raw.has(field)) raw.set(field, cell);
    });
    return toFeedFields(raw);
  });
  return { rows, ignoredColumns, error: null };
}

function firstLine(input: string | Buffer): string {
  const text = typeof input === "string" ? input.slice(0, 4_096) : input.subarray(0, 4_096).toString("utf8");
  return text.split(/\r?\n/, 1)[0] ?? "";
}

function toFeedFields(raw: Map<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [field, value] of raw) {
    if (!field.startsWith("_")) row[field] = value;
  }
  const special = (name: Special) => raw.get(name);
  const driveAway = special("_drive_away");
  // Australian price rules: the drive-away price is the one to show when the dealer gives it.
  if (driveAway !== undefined) {
    row.price = driveAway;
    row.price_type ??= "Drive Away";
  }
  const body = special("_body");
  if (body !== undefined) {
    row.bodyconfiguration ??= body;
    row.simple_body ??= body;
  }
  const transmission = special("_transmission");
  if (transmission !== undefined) {
    row.trans ??= transmission;
    row.simple_transmission ??= simpleTransmission(transmission) ?? undefined;
  }
  const fuel = special("_fuel");
  if (fuel !== undefined) row.simple_fuel ??= simpleFuel(fuel) ?? fuel;
  const engine = special("_engine");
  if (engine !== undefined) {
    const size = engineSize(engine);
    row.engine_size ??= size.engine_size;
    row.engine_size_litres ??= size.engine_size_litres;
  }
  return row;
}
