// Shapes of the JSON columns. They are the platform's own documents (written by the seed and by
// stock feeds), so they are typed here once and read back without re-parsing on every query.

export type CarImage = { url: string; thumbUrl: string };

export type Hotspot = {
  id: string;
  placement: "exterior" | "interior";
  title: string;
  description: string;
  /** Position per spin frame index: percentages of the frame's width and height. */
  anchors: { frame: number; posX: number; posY: number }[];
};

export type CarVideo = { url: string; title: string };

/** Engine and dimension data of the car's variant, as a market data feed supplies it. */
export type CarVariant = {
  cylinders: number | null;
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  fuelconsumptioncombined: number | null;
  fuelcapacity: number | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  towingcapacitybraked: number | null;
  bodyconfiguration: string | null;
  torque: number | null;
  ancaprating: number | null;
  geartype: string | null;
};

/** Caravan measurements arrive in feet (dimensions) and kilograms. */
export type CaravanSpecs = {
  body_width: number | null;
  body_length: number | null;
  tare_weight: number | null;
  axle_type: string | null;
  sleeps: number | null;
  aggregate_trailer_mass: number | null;
};

export const financeProviders = [
  "youx",
  "taurus",
  "360-finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan-finance",
] as const;
export type FinanceProvider = (typeof financeProviders)[number];

export type LenderEntry = {
  financeProvider: FinanceProvider;
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  termYears: number;
  termMonths: number;
  termWeeks: number;
  deposit: number;
  balloon: number;
  establishmentFees: number;
  totalPayable: number | null;
  disclaimer: string;
};

export type FinanceLenders = Partial<Record<FinanceProvider, LenderEntry>>;

/** Market price data in the shape of the autograb feed. */
export type MarketData = {
  average_market_price: number | null;
  state_average_market_price: number | null;
  fill: number | null;
  market_range_min: number | null;
  market_range_max: number | null;
  confidence: number | null;
  description: string | null;
};

export type YouxQuote = {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
};

/** A lender entry's figures without its texts: what a search document carries of it. */
export type LenderFigures = Pick<LenderEntry, "interestRate" | "comparisonRate" | "paymentWeek" | "paymentMonth">;

/**
 * What a car's finance figure is decided from, wherever it shows: the lender entries that can apply
 * on the site (its provider's and, for a Nissan, the brand's) and a stored youX quote.
 */
export type CarFinanceFacts = {
  lenders: Partial<Record<FinanceProvider, LenderFigures & { disclaimer?: string }>>;
  youxQuote: YouxQuote | null;
};

export type SpecificationRow = { group: string; label: string; value: string };

export type OpeningHoursEntry = {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  status: "Open" | "Closed";
  /** 24-hour "HH:mm"; null when closed. */
  open: string | null;
  close: string | null;
};

export type LeadPayload = Record<string, unknown>;

/** A buy-online journey's saved answers, by step (shapes in src/checkout/journey/steps.ts). */
export type CheckoutJourneyAnswers = Record<string, Record<string, unknown>>;

/** A prepared e-mail the leads outbox sends as it is (channel "message"). */
export type OutboxMessage = { fromName: string; subject: string; text: string };

/**
 * One stored derivative of a car photo (decision 055): its key is photos/{content hash}/{width}.{avif|webp|jpg}.
 * `bytes` is its size in storage.
 */
export type PhotoDerivative = { width: number; height: number; format: "avif" | "webp" | "jpeg"; bytes: number };

/**
 * A processed photo as the car row keeps it (`cars.photos`): what a page needs to draw it with no
 * other read. Every width in `widths` is stored in AVIF, WebP and JPEG, under photos/{hash}/.
 */
export type ShownPhoto = {
  hash: string;
  width: number;
  height: number;
  /** A 16-pixel WebP data: URL, painted blurred before the photo arrives; on the first photo only. */
  placeholder: string | null;
  /** `#rrggbb`, the colour the frame shows while the photo loads. */
  colour: string | null;
  /** The derivatives' widths, smallest first. */
  widths: number[];
};
