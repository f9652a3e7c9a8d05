// Vehicles as simple solid models, drawn from any angle. Each body type is a few prisms: a side
// outline (metres: x from the rear bumper forward, y up from the ground) extruded to a half width,
// plus wheels. A view turns the model about its vertical axis, looks down on it a little, projects it
// with a mild perspective and paints the faces that face the camera, far ones first, shaded by one
// light. So the gallery's front three-quarter, side, rear and spin frames are one consistent vehicle,
// and a hatch, an SUV and a wagon differ in proportions, roofline, wheelbase and cargo area.

export type Paint = { fill: string; dark: string; light: string };

/** Lighter (amount > 0) or darker (amount < 0) by mixing with white or black. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * How an outline edge's face is finished: paint (default), glass, black trim, an open tub, bright
 * metal, the nose (lamps and grille) or the tail (lamps and number plate).
 */
type Finish = "paint" | "glass" | "trim" | "tub" | "metal" | "nose" | "tail";
/** An outline point; the finish applies to the edge from this point to the next. */
type Point = readonly [x: number, y: number, finish?: Finish];
type Decal = { points: readonly (readonly [number, number])[]; fill?: string; stroke?: boolean };

type Prism = {
  outline: readonly Point[];
  halfWidth: number;
  /** The side faces' colour: the paint unless given. */
  fill?: string;
  /** Shapes on both side faces: windows, door lines, lamps, stripes. */
  decals?: readonly Decal[];
};

type Wheel = { x: number; r: number; z: number };

export type VehicleModel = {
  length: number;
  height: number;
  halfWidth: number;
  prisms: readonly Prism[];
  wheels: readonly Wheel[];
};

const glass = "#25303a";
const trim = "#24272b";
const tyre = "#1b1c1f";
const rim = "#b9bfc5";
const metal = "#b6bcc2";
const lampWhite = "#f4f1de";
const lampRed = "#b5121b";

/** The bottom edge of a prism from `front` back to `rear` at height `sill`, cut round the wheels in it. */
function sillWithArches(front: number, rear: number, sill: number, wheels: readonly Wheel[]): Point[] {
  const points: Point[] = [[front, sill]];
  const inside = wheels.filter((wheel) => wheel.x < front && wheel.x > rear).sort((a, b) => b.x - a.x);
  for (const wheel of inside) {
    const radius = wheel.r + 0.05;
    const steps = 6;
    for (let step = 0; step <= steps; step += 1) {
      const angle = (Math.PI * step) / steps;
      const y = wheel.r + radius * Math.sin(angle);
      points.push([wheel.x + radius * Math.cos(angle), Math.max(sill, y), "trim"]);
    }
  }
  points.push([rear, sill]);
  return points;
}

const axle = (x: number, r: number, halfWidth: number): Wheel[] => [
  { x, r, z: halfWidth - 0.13 },
  { x, r, z: -(halfWidth - 0.13) },
];

/** Side windows of a cabin: the daylight opening split by pillars at the given x positions. */
function windows(opening: readonly (readonly [number, number])[], pillars: readonly number[]): Decal[] {
  const decals: Decal[] = [{ points: opening, fill: glass }];
  for (const x of pillars) {
    const ys = opening.map(([, y]) => y);
    decals.push({
      points: [
        [x - 0.05, Math.max(...ys) + 0.02],
        [x + 0.05, Math.max(...ys) + 0.02],
        [x + 0.05, Math.min(...ys) - 0.02],
        [x - 0.05, Math.min(...ys) - 0.02],
      ],
    });
  }
  return decals;
}

const line = (...points: (readonly [number, number])[]): Decal => ({ points, stroke: true });

type CarShape = {
  length: number;
  halfWidth: number;
  wheelR: number;
  wheelX: readonly [rear: number, front: number];
  sill: number;
  /** Top of the lower body from the rear bumper to the nose (the cabin sits on it). */
  top: readonly Point[];
  /** The greenhouse from its rear base over the roof to the windscreen base. */
  cabin?: readonly Point[];
  cabinHalfWidth?: number;
  cabinDecals?: readonly Decal[];
  decals?: readonly Decal[];
  extra?: readonly Prism[];
};

/** A car-like vehicle: a lower body with wheel arches, a greenhouse on it, and extras. */
function car(shape: CarShape): VehicleModel {
  const wheels = [
    ...axle(shape.wheelX[0], shape.wheelR, shape.halfWidth),
    ...axle(shape.wheelX[1], shape.wheelR, shape.halfWidth),
  ];
  const first = shape.top[0];
  const last = shape.top[shape.top.length - 1];
  if (!first || !last) throw new Error("a body needs a top line");
  const outline: Point[] = [
    [0, shape.sill + 0.1, "tail"],
    ...shape.top,
    [shape.length, last[1] - 0.02, "nose"],
    [shape.length, shape.sill + 0.16, "trim"],
    ...sillWithArches(shape.length - 0.08, 0.06, shape.sill, wheels),
  ];
  const prisms: Prism[] = [{ outline, halfWidth: shape.halfWidth, decals: shape.decals }];
  if (shape.cabin)
    prisms.push({
      outline: shape.cabin,
      halfWidth: shape.cabinHalfWidth ?? shape.halfWidth - 0.1,
      decals: shape.cabinDecals,
    });
  prisms.push(...(shape.extra ?? []));
  const height = Math.max(...prisms.flatMap((prism) => prism.outline.map(([, y]) => y)));
  return { length: shape.length, height, halfWidth: shape.halfWidth, prisms, wheels };
}

const sedan = car({
  length: 4.7,
  halfWidth: 0.9,
  wheelR: 0.32,
  wheelX: [0.95, 3.75],
  sill: 0.22,
  top: [
    [0.02, 0.72],
    [0.12, 0.84],
    [1.15, 0.88],
    [3.55, 0.9],
    [4.5, 0.8],
  ],
  cabin: [
    [1.12, 0.87, "glass"],
    [1.85, 1.38],
    [2.2, 1.44],
    [2.95, 1.44, "glass"],
    [3.6, 0.9],
  ],
  cabinDecals: windows(
    [
      [1.4, 0.93],
      [1.92, 1.33],
      [2.92, 1.37],
      [3.4, 0.93],
    ],
    [2.45],
  ),
  decals: [line([2.45, 0.88], [2.45, 0.3]), line([3.45, 0.88], [3.45, 0.42]), line([1.5, 0.88], [1.5, 0.42])],
});

const hatch = car({
  length: 4.35,
  halfWidth: 0.9,
  wheelR: 0.32,
  wheelX: [0.82, 3.52],
  sill: 0.22,
  top: [
    [0.02, 0.8],
    [0.18, 0.92],
    [3.2, 0.94],
    [4.2, 0.8],
  ],
  cabin: [
    [0.16, 0.92, "glass"],
    [0.5, 1.38],
    [0.75, 1.44],
    [2.55, 1.45, "glass"],
    [3.22, 0.94],
  ],
  cabinDecals: windows(
    [
      [0.62, 0.98],
      [0.72, 1.34],
      [2.5, 1.38],
      [3.0, 0.98],
    ],
    [1.25, 2.05],
  ),
  decals: [line([2.05, 0.92], [2.05, 0.3]), line([3.1, 0.92], [3.1, 0.42]), line([1.0, 0.92], [1.0, 0.55])],
});

const wagon = car({
  length: 4.85,
  halfWidth: 0.92,
  wheelR: 0.34,
  wheelX: [0.98, 3.72],
  sill: 0.26,
  top: [
    [0.02, 0.86],
    [0.12, 0.96],
    [3.6, 0.98],
    [4.65, 0.86],
  ],
  cabin: [
    [0.1, 0.96, "glass"],
    [0.3, 1.46],
    [0.55, 1.52],
    [2.95, 1.53, "glass"],
    [3.62, 0.98],
  ],
  cabinDecals: [
    ...windows(
      [
        [0.32, 1.02],
        [0.42, 1.42],
        [2.9, 1.46],
        [3.42, 1.02],
      ],
      [1.05, 2.25],
    ),
    line([0.5, 1.56], [2.8, 1.57]),
  ],
  decals: [line([2.25, 0.96], [2.25, 0.34]), line([3.4, 0.96], [3.4, 0.45]), line([1.2, 0.96], [1.2, 0.5])],
  extra: [
    // Roof rails, the wagon's tell.
    {
      outline: [
        [0.45, 1.52],
        [0.5, 1.6],
        [2.85, 1.61],
        [2.9, 1.53],
      ],
      halfWidth: 0.66,
      fill: trim,
    },
  ],
});

const suv = car({
  length: 4.72,
  halfWidth: 0.94,
  wheelR: 0.38,
  wheelX: [0.98, 3.68],
  sill: 0.4,
  top: [
    [0.02, 1.0],
    [0.1, 1.08],
    [3.5, 1.1],
    [4.5, 1.02],
  ],
  cabin: [
    [0.08, 1.08, "glass"],
    [0.22, 1.66],
    [0.42, 1.74],
    [2.9, 1.76, "glass"],
    [3.55, 1.1],
  ],
  cabinDecals: windows(
    [
      [0.3, 1.14],
      [0.36, 1.62],
      [2.85, 1.68],
      [3.35, 1.14],
    ],
    [0.95, 2.15],
  ),
  decals: [
    {
      points: [
        [0.06, 0.62],
        [4.66, 0.62],
        [4.66, 0.45],
        [0.06, 0.45],
      ],
      fill: trim,
    },
    line([2.15, 1.08], [2.15, 0.62]),
    line([3.3, 1.08], [3.3, 0.62]),
    line([1.1, 1.08], [1.1, 0.62]),
  ],
  extra: [
    {
      outline: [
        [0.35, 1.74],
        [0.4, 1.82],
        [2.75, 1.84],
        [2.8, 1.76],
      ],
      halfWidth: 0.7,
      fill: trim,
    },
  ],
});

const ute = car({
  length: 5.33,
  halfWidth: 0.94,
  wheelR: 0.39,
  wheelX: [1.12, 4.2],
  sill: 0.44,
  top: [
    [0.02, 1.06, "tub"],
    [1.95, 1.08],
    [3.75, 1.1],
    [5.1, 1.02],
  ],
  cabin: [
    [1.95, 1.08],
    [1.98, 1.78],
    [2.15, 1.84],
    [3.3, 1.85, "glass"],
    [3.95, 1.1],
  ],
  cabinDecals: windows(
    [
      [2.08, 1.14],
      [2.1, 1.74],
      [3.28, 1.78],
      [3.75, 1.14],
    ],
    [2.85],
  ),
  decals: [
    line([1.95, 1.06], [1.95, 0.56]),
    line([2.85, 1.08], [2.85, 0.6]),
    line([3.7, 1.08], [3.7, 0.62]),
    {
      points: [
        [0.02, 1.06],
        [1.95, 1.08],
        [1.95, 1.0],
        [0.02, 0.98],
      ],
      fill: trim,
    },
  ],
});

const cabChassis: VehicleModel = (() => {
  const base = car({
    length: 5.3,
    halfWidth: 0.94,
    wheelR: 0.39,
    wheelX: [1.1, 4.18],
    sill: 0.44,
    top: [
      [1.72, 1.08],
      [3.75, 1.1],
      [5.08, 1.02],
    ],
    cabin: [
      [1.74, 1.08],
      [1.76, 1.8],
      [1.9, 1.86],
      [3.3, 1.86, "glass"],
      [3.95, 1.1],
    ],
    cabinDecals: windows(
      [
        [2.45, 1.14],
        [2.45, 1.76],
        [3.28, 1.79],
        [3.75, 1.14],
      ],
      [],
    ),
    decals: [line([2.35, 1.08], [2.35, 0.6]), line([3.7, 1.08], [3.7, 0.62])],
  });
  // A single cab on a chassis: the body starts behind the cab; an alloy tray with a headboard sits behind.
  const [body, ...rest] = base.prisms;
  if (!body) throw new Error("the cab has a body");
  const cabBody: Prism = {
    ...body,
    outline: [[1.7, 0.52, "metal"], ...body.outline.filter(([x]) => x >= 1.7)],
  };
  const tray: Prism = {
    outline: [
      [-0.05, 0.86, "metal"],
      [-0.05, 1.02, "metal"],
      [1.65, 1.02, "metal"],
      [1.65, 0.86, "metal"],
    ],
    halfWidth: 1.0,
    fill: metal,
    decals: [line([0.5, 0.94], [1.6, 0.94])],
  };
  const headboard: Prism = {
    outline: [
      [1.55, 1.02, "metal"],
      [1.55, 1.9, "metal"],
      [1.66, 1.9, "metal"],
      [1.66, 1.02, "metal"],
    ],
    halfWidth: 0.95,
    fill: metal,
  };
  const rails: Prism = {
    outline: [
      [0.1, 0.56, "trim"],
      [0.1, 0.86, "trim"],
      [1.75, 0.86, "trim"],
      [1.75, 0.56, "trim"],
    ],
    halfWidth: 0.45,
    fill: trim,
  };
  return { ...base, prisms: [cabBody, rails, tray, headboard, ...rest], height: 1.9 };
})();

const van = car({
  length: 5.27,
  halfWidth: 0.96,
  wheelR: 0.36,
  wheelX: [1.05, 4.25],
  sill: 0.36,
  top: [
    [0.0, 2.0],
    [0.08, 2.08],
    [3.9, 2.1, "glass"],
    [4.62, 1.2],
    [5.1, 1.06],
  ],
  decals: [
    ...windows(
      [
        [3.95, 1.96],
        [4.5, 1.25],
        [3.95, 1.2],
      ],
      [],
    ),
    line([3.85, 2.04], [3.85, 0.5]),
    line([3.0, 2.04], [3.0, 0.55]),
    line([1.5, 2.04], [1.5, 0.58]),
    line([1.55, 1.3], [1.62, 1.3]),
  ],
});

const peopleMover = car({
  length: 5.15,
  halfWidth: 0.98,
  wheelR: 0.35,
  wheelX: [1.0, 4.05],
  sill: 0.3,
  top: [
    [0.02, 0.96],
    [0.1, 1.02],
    [3.95, 1.04],
    [4.9, 0.94],
  ],
  cabin: [
    [0.08, 1.02, "glass"],
    [0.22, 1.74],
    [0.45, 1.82],
    [3.1, 1.83, "glass"],
    [3.98, 1.04],
  ],
  cabinDecals: windows(
    [
      [0.28, 1.08],
      [0.36, 1.7],
      [3.05, 1.76],
      [3.72, 1.08],
    ],
    [1.0, 2.2, 2.95],
  ),
  decals: [
    line([2.2, 1.02], [2.2, 0.4]),
    line([3.55, 1.02], [3.55, 0.45]),
    line([0.9, 1.02], [0.9, 0.5]),
    line([0.9, 1.0], [2.2, 1.0]),
  ],
});

const coupe = car({
  length: 4.3,
  halfWidth: 0.9,
  wheelR: 0.31,
  wheelX: [0.85, 3.4],
  sill: 0.2,
  top: [
    [0.02, 0.7],
    [0.12, 0.84],
    [1.0, 0.8],
    [3.0, 0.8],
    [4.1, 0.68],
  ],
  cabin: [
    [0.9, 0.8, "glass"],
    [1.9, 1.22],
    [2.45, 1.27, "glass"],
    [3.08, 0.81],
  ],
  cabinDecals: windows(
    [
      [1.45, 0.86],
      [2.0, 1.17],
      [2.42, 1.2],
      [2.88, 0.86],
    ],
    [],
  ),
  decals: [line([2.4, 0.8], [2.4, 0.3]), line([3.15, 0.78], [3.15, 0.4])],
});

const convertible = car({
  length: 3.95,
  halfWidth: 0.87,
  wheelR: 0.3,
  wheelX: [0.8, 3.1],
  sill: 0.2,
  top: [
    [0.02, 0.72],
    [0.1, 0.8],
    [1.25, 0.82, "tub"],
    [2.35, 0.84],
    [3.8, 0.7],
  ],
  decals: [line([2.15, 0.83], [2.15, 0.32])],
  extra: [
    // The windscreen frame and two roll hoops behind the seats.
    {
      outline: [
        [2.35, 0.84, "glass"],
        [2.12, 1.18],
        [2.2, 1.18],
        [2.45, 0.84],
      ],
      halfWidth: 0.74,
      fill: trim,
    },
    {
      outline: [
        [1.3, 0.82],
        [1.32, 1.06],
        [1.42, 1.06],
        [1.45, 0.82],
      ],
      halfWidth: 0.5,
      fill: trim,
    },
  ],
});

const caravan: VehicleModel = (() => {
  const wheels = [...axle(2.55, 0.34, 1.18), ...axle(3.35, 0.34, 1.18)];
  const stripe = "#3b4047";
  const body: Prism = {
    outline: [
      [0, 0.4, "tail"],
      [0, 2.42],
      [0.16, 2.62],
      [5.35, 2.62],
      [5.6, 2.4, "glass"],
      [5.72, 1.85],
      [5.62, 0.48, "trim"],
      ...sillWithArches(5.5, 0.05, 0.4, wheels),
    ],
    halfWidth: 1.2,
    decals: [
      {
        points: [
          [0.02, 1.05],
          [5.68, 1.08],
          [5.68, 0.92],
          [0.02, 0.88],
        ],
        fill: stripe,
      },
      {
        points: [
          [0.6, 1.35],
          [1.6, 1.35],
          [1.6, 2.05],
          [0.6, 2.05],
        ],
        fill: glass,
      },
      {
        points: [
          [3.8, 1.45],
          [5.0, 1.45],
          [5.0, 2.1],
          [3.8, 2.1],
        ],
        fill: glass,
      },
      {
        points: [
          [1.9, 0.5],
          [2.45, 0.5],
          [2.45, 2.25],
          [1.9, 2.25],
        ],
        fill: "#dfe3e7",
      },
      {
        points: [
          [2.02, 1.6],
          [2.33, 1.6],
          [2.33, 2.05],
          [2.02, 2.05],
        ],
        fill: glass,
      },
    ],
  };
  const drawbar: Prism = {
    outline: [
      [5.6, 0.42, "trim"],
      [5.6, 0.55, "trim"],
      [7.0, 0.5, "trim"],
      [7.0, 0.4, "trim"],
    ],
    halfWidth: 0.3,
    fill: trim,
  };
  const jockey: Prism = {
    outline: [
      [6.55, 0.0, "trim"],
      [6.55, 0.55, "trim"],
      [6.62, 0.55, "trim"],
      [6.62, 0.0, "trim"],
    ],
    halfWidth: 0.05,
    fill: trim,
  };
  return { length: 7.0, height: 2.62, halfWidth: 1.2, prisms: [body, drawbar, jockey], wheels };
})();

const motorhome: VehicleModel = (() => {
  const wheels = [...axle(1.75, 0.38, 1.05), ...axle(5.55, 0.38, 1.05)];
  const living: Prism = {
    outline: [
      [0, 0.6, "tail"],
      [0, 2.85],
      [0.15, 3.02],
      [5.95, 3.02],
      [6.3, 2.78],
      [6.28, 2.38, "trim"],
      [5.1, 2.3],
      ...sillWithArches(5.1, 0.05, 0.55, wheels),
    ],
    halfWidth: 1.18,
    decals: [
      {
        points: [
          [0.02, 1.25],
          [6.25, 2.45],
          [6.25, 2.3],
          [0.02, 1.1],
        ],
        fill: "#6b7785",
      },
      {
        points: [
          [0.5, 1.6],
          [1.5, 1.6],
          [1.5, 2.3],
          [0.5, 2.3],
        ],
        fill: glass,
      },
      {
        points: [
          [3.1, 1.7],
          [4.4, 1.7],
          [4.4, 2.35],
          [3.1, 2.35],
        ],
        fill: glass,
      },
      {
        points: [
          [2.2, 0.65],
          [2.75, 0.65],
          [2.75, 2.45],
          [2.2, 2.45],
        ],
        fill: "#dfe3e7",
      },
      {
        points: [
          [5.3, 2.5],
          [6.1, 2.5],
          [6.1, 2.78],
          [5.3, 2.78],
        ],
        fill: glass,
      },
    ],
  };
  const cab: Prism = {
    outline: [
      [5.1, 0.5],
      [5.1, 2.3],
      [5.95, 2.26, "glass"],
      [6.55, 1.35],
      [6.95, 1.15, "nose"],
      [7.0, 0.6, "trim"],
      ...sillWithArches(6.95, 5.12, 0.46, wheels),
    ],
    halfWidth: 1.02,
    fill: "#f2f3f1",
    decals: windows(
      [
        [5.65, 2.15],
        [6.4, 1.4],
        [5.65, 1.35],
      ],
      [],
    ),
  };
  return { length: 7.0, height: 3.02, halfWidth: 1.18, prisms: [living, cab], wheels };
})();

export const vehicleModels = {
  sedan,
  hatch,
  wagon,
  suv,
  ute,
  "cab-chassis": cabChassis,
  van,
  "people-mover": peopleMover,
  coupe,
  convertible,
  caravan,
  motorhome,
} as const;

// --- projection ----------------------------------------------------------------------------------

type V3 = readonly [x: number, y: number, z: number];

const elevation = (11 * Math.PI) / 180;
const groundLine = 226;

type Camera = {
  project: (p: V3) => [number, number];
  depth: (p: V3) => number;
  facing: (n: V3) => number;
  light: (n: V3) => number;
};

function camera(model: VehicleModel, angleDegrees: number): Camera {
  const a = (angleDegrees * Math.PI) / 180;
  const cosA = Math.cos(a);
  const sinA = Math.sin(a);
  const cosE = Math.cos(elevation);
  const sinE = Math.sin(elevation);
  const scale = Math.min(330 / model.length, 160 / model.height);
  const distance = 4.5 * model.length;
  const cx = model.length / 2;
  // Camera space: u to the right, v up, c toward the camera.
  const toCamera = ([x, y, z]: V3): V3 => {
    const px = x - cx;
    const u = px * cosA - z * sinA;
    const d = z * cosA + px * sinA;
    return [u, y * cosE - d * sinE, d * cosE + y * sinE];
  };
  const lightDirection: V3 = [-0.35, 0.8, 0.48];
  return {
    project: (p) => {
      const [u, v, c] = toCamera(p);
      const f = distance / (distance - c);
      return [200 + u * scale * f, groundLine - 18 - (v - model.height * 0.12) * scale * f];
    },
    depth: (p) => toCamera(p)[2],
    facing: ([x, y, z]) => {
      const d = z * cosA + x * sinA;
      return d * cosE + y * sinE;
    },
    light: ([x, y, z]) => {
      const u = x * cosA - z * sinA;
      const d = z * cosA + x * sinA;
      const v = y * cosE - d * sinE;
      const c = d * cosE + y * sinE;
      return u * lightDirection[0] + v * lightDirection[1] + c * lightDirection[2];
    },
  };
}

const r1 = (value: number) => String(Math.round(value));

function pathOf(cam: Camera, points: readonly V3[]): string {
  return `M${points
    .map((p) => {
      const [x, y] = cam.project(p);
      return `${r1(x)} ${r1(y)}`;
    })
    .join("L")}Z`;
}

/** A colour lit by the scene's light: brighter where the face turns to it. */
function lit(colour: string, brightness: number): string {
  return shade(colour, Math.max(-0.45, Math.min(0.3, (brightness - 0.55) * 0.6)));
}

type Face = { depth: number; svg: string };

function finishColour(finish: Finish, paint: Paint, sideFill: string): string {
  if (finish === "glass") return glass;
  if (finish === "trim" || finish === "tub") return trim;
  if (finish === "metal") return metal;
  return sideFill === paint.fill ? paint.fill : sideFill;
}

/** Lamps and grille on a nose or tail face, as quads in (along the edge from the top, across) terms. */
function endDecals(finish: "nose" | "tail", at: (t: number, s: number) => V3, cam: Camera): string {
  const quad = (t0: number, t1: number, s0: number, s1: number, fill: string) =>
    `<path d="${pathOf(cam, [at(t0, s0), at(t0, s1), at(t1, s1), at(t1, s0)])}" fill="${fill}"/>`;
  if (finish === "nose") {
    return (
      quad(0.08, 0.42, 0.55, 0.93, lampWhite) +
      quad(0.08, 0.42, -0.55, -0.93, lampWhite) +
      quad(0.12, 0.9, -0.45, 0.45, trim) +
      quad(0.55, 0.75, -0.2, 0.2, "#f7f7f5")
    );
  }
  return (
    quad(0.08, 0.4, 0.6, 0.94, lampRed) +
    quad(0.08, 0.4, -0.6, -0.94, lampRed) +
    quad(0.5, 0.72, -0.22, 0.22, "#f7f7f5")
  );
}

function prismFaces(prism: Prism, paint: Paint, cam: Camera): Face[] {
  const faces: Face[] = [];
  const outline = prism.outline;
  const w = prism.halfWidth;
  const sideFill = prism.fill ?? paint.fill;
  let area = 0;
  outline.forEach(([x1, y1], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length] ?? outline[0] ?? [0, 0];
    area += x1 * y2 - x2 * y1;
  });
  const clockwise = area < 0;
  outline.forEach(([x1, y1, finish = "paint"], i) => {
    const [x2, y2] = outline[(i + 1) % outline.length] ?? [x1, y1];
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy);
    if (length === 0) return;
    const normal: V3 = clockwise ? [-dy / length, dx / length, 0] : [dy / length, -dx / length, 0];
    if (cam.facing(normal) <= 0.001) return;
    const corners: V3[] = [
      [x1, y1, w],
      [x2, y2, w],
      [x2, y2, -w],
      [x1, y1, -w],
    ];
    let svg = `<path d="${pathOf(cam, corners)}" fill="${lit(finishColour(finish, paint, sideFill), cam.light(normal))}"/>`;
    if (finish === "nose" || finish === "tail") {
      // Measure along the edge from its top end.
      const fromTop = y1 >= y2;
      svg += endDecals(
        finish,
        (t, s) => {
          const k = fromTop ? t : 1 - t;
          return [x1 + dx * k, y1 + dy * k, s * w];
        },
        cam,
      );
    }
    faces.push({ depth: corners.reduce((sum, p) => sum + cam.depth(p), 0) / 4, svg });
  });
  for (const side of [1, -1]) {
    const normal: V3 = [0, 0, side];
    if (cam.facing(normal) <= 0.001) continue;
    const z = side * w;
    const brightness = cam.light(normal);
    let svg = `<path d="${pathOf(
      cam,
      outline.map(([x, y]) => [x, y, z]),
    )}" fill="${lit(sideFill, brightness)}" stroke="${lit(sideFill, brightness - 0.4)}" stroke-width="1" stroke-linejoin="round"/>`;
    for (const decal of prism.decals ?? []) {
      const points = decal.points.map(([x, y]): V3 => [x, y, z]);
      if (decal.stroke) {
        const d = pathOf(cam, points).slice(0, -1);
        svg += `<path d="${d}" fill="none" stroke="${lit(sideFill, brightness - 0.5)}" stroke-width="1.5"/>`;
      } else {
        svg += `<path d="${pathOf(cam, points)}" fill="${lit(decal.fill ?? trim, brightness)}"/>`;
      }
    }
    // Side faces go over the edge faces of the same prism: they are its nearest surface.
    faces.push({ depth: Number.POSITIVE_INFINITY, svg });
  }
  return faces;
}

/** Convex hull (monotone chain) of screen points, for a tyre seen from any angle. */
function hull(points: [number, number][]): [number, number][] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] ?? p, out[out.length - 1] ?? p, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

function wheelSvg(wheel: Wheel, cam: Camera): string {
  const thickness = 0.24;
  const outer = wheel.z + Math.sign(wheel.z) * (thickness / 2);
  const inner = wheel.z - Math.sign(wheel.z) * (thickness / 2);
  const circle = (z: number, r: number): V3[] =>
    Array.from({ length: 16 }, (_, i) => {
      const angle = (i * Math.PI) / 8;
      return [wheel.x + r * Math.cos(angle), wheel.r + r * Math.sin(angle), z];
    });
  const screen = [...circle(outer, wheel.r), ...circle(inner, wheel.r)].map((p) => cam.project(p));
  const tyrePath = `M${hull(screen)
    .map(([x, y]) => `${r1(x)} ${r1(y)}`)
    .join("L")}Z`;
  let svg = `<path d="${tyrePath}" fill="${tyre}"/>`;
  const faceNormal: V3 = [0, 0, Math.sign(wheel.z)];
  if (cam.facing(faceNormal) > 0.05) {
    svg += `<path d="${pathOf(cam, circle(outer, wheel.r * 0.62))}" fill="${lit(rim, cam.light(faceNormal))}"/>`;
    svg += `<path d="${pathOf(cam, circle(outer + Math.sign(wheel.z) * 0.01, wheel.r * 0.2))}" fill="#5c6166"/>`;
  }
  return svg;
}

/** The model seen from `angleDegrees` (0: side, nose to the right; 90: head on; 270: from behind). */
export function drawModel(model: VehicleModel, paint: Paint, angleDegrees: number): string {
  const cam = camera(model, angleDegrees);
  const w = model.halfWidth + 0.15;
  const shadowPath = pathOf(cam, [
    [-0.2, 0, w],
    [model.length + 0.2, 0, w],
    [model.length + 0.2, 0, -w],
    [-0.2, 0, -w],
  ]);
  const wheels = [...model.wheels]
    .sort((a, b) => cam.depth([a.x, a.r, a.z]) - cam.depth([b.x, b.r, b.z]))
    .map((wheel) => wheelSvg(wheel, cam))
    .join("");
  const [body, ...others] = model.prisms;
  const centre = (prism: Prism) => {
    const xs = prism.outline.map(([x]) => x);
    const ys = prism.outline.map(([, y]) => y);
    return cam.depth([(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2, 0]);
  };
  const ordered = [...(body ? [body] : []), ...others.sort((p, q) => centre(p) - centre(q))];
  const prisms = ordered
    .map((prism) =>
      prismFaces(prism, paint, cam)
        .sort((f, g) => f.depth - g.depth)
        .map((face) => face.svg)
        .join(""),
    )
    .join("");
  return `<path d="${shadowPath}" fill="#000" opacity=".18" filter="url(#blur)"/>${wheels}${prisms}`;
}

export const modelDefs = '<filter id="blur"><feGaussianBlur stdDeviation="4"/></filter>';
export const modelGround = groundLine;
