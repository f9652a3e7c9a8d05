// The same search answered by PostgreSQL, written as an app without a search index would: a view that
// shapes car rows like index documents (the same derivations as toCarDocument), then per query one
// statement for the page of hits, one for the count and unrefined stats, one GROUPING SETS statement
// for the unrefined single-valued facets, one per multi-valued facet, and one per refined facet with
// its own refinement left out (disjunctive counts). Statements of one query run concurrently, as an
// app would issue them over a pool. Free text is a plain word-boundary regular expression per word
// (the last word as a prefix): SQL has no typo tolerance here.
//
// Two SQL contenders read those statements from two sources:
//   - `bench_docs`, the view over the app's tables with only the schema's own indexes (site, status,
//     dealership): what the statements cost with nothing added for them;
//   - `bench_docs_indexed`, the view's rows kept as a table with the indexes a DBA would add for these
//     statements (createIndexedDocuments): a B-tree on every single-valued facet and numeric column,
//     GIN on the two JSON array facets, a pg_trgm trigram GIN on the searchable text (PostgreSQL uses
//     it for the word-boundary regular expressions), and B-trees in the three sort orders the queries
//     use. The derived columns (price bands, the searchable text across cars, dealerships and
//     locations) cannot be indexed on the view, hence the table; keeping it current as stock changes
//     (triggers or refreshes) is not measured. Both exist only in the benchmark's own databases.

import type { Database } from "@/platform/db/connect";
import { keywordFacets, numericFacets, type KeywordFacet, type NumericFacet, type SearchRequest } from "@/stock/engine";
import { queryWords } from "@/stock/engine/text";
import { priceRangeLabel, weeklyPriceRangeLabel } from "@/stock/listing-rules";
import type { Answer } from "./answer";
import type { BenchSite } from "./data";

export type Run = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Where a search reads its documents: the plain view, or the indexed table made from it. */
export type DocumentSource = "bench_docs" | "bench_docs_indexed";

export function runnerOf(database: Database): Run {
  if (database.kind === "pglite") {
    return async (text, params) => (await database.client.query<Record<string, unknown>>(text, params)).rows;
  }
  return async (text, params) => (await database.pool.query<Record<string, unknown>>(text, params)).rows;
}

const multiValued: ReadonlySet<KeywordFacet> = new Set<KeywordFacet>(["categories", "filtered_features"]);

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A CASE expression giving the same band label as `label` for whole numbers, found by bisecting for
 * the points where the label changes (so the SQL follows listing-rules.ts without copying its bands).
 */
function bandCase(expression: string, label: (value: number) => string, max: number): string {
  const changes: number[] = [];
  const find = (low: number, high: number) => {
    if (label(low) === label(high)) return;
    if (high - low === 1) {
      changes.push(high);
      return;
    }
    const middle = Math.floor((low + high) / 2);
    find(low, middle);
    find(middle, high);
  };
  find(0, max);
  const whens = changes.map((change) => `WHEN ${expression} < ${change} THEN ${literal(label(change - 1))}`);
  return `CASE ${whens.join(" ")} ELSE ${literal(label(max))} END`;
}

export async function createDocumentView(run: Run, site: BenchSite): Promise<void> {
  const special = `(c.before_price IS NOT NULL AND c.price > 0 AND c.before_price > c.price) OR lower(c.tag) = 'special offer'`;
  const categories = `CASE WHEN ${special} THEN c.categories || '["Special Offers"]'::jsonb ELSE c.categories END`;
  const weekly = `(c.finance_lenders -> ${literal(site.financeProvider)} ->> 'paymentWeek')::numeric`;
  const weeklyRounded = `CASE WHEN ${weekly} > 0 THEN round(${weekly}) END`;
  await run(`DROP VIEW IF EXISTS bench_docs`, []);
  await run(
    `CREATE VIEW bench_docs AS
     SELECT c.id::text AS id, c.slug, c.stocknum, c.name, c.year, c.make, c.model,
       c.make || ' > ' || c.model AS make_model, c.badge, c.series, c.colour,
       c.simple_body AS body, coalesce(c.simple_drive, c.drive) AS drive, c.simple_fuel AS fuel,
       c.simple_transmission AS transmission, c.car_type, c.item_type,
       CASE WHEN c.status IN ('in_stock', 'coming_soon') THEN c.status ELSE 'sold' END AS status,
       c.tag, c.certified::text AS certified, c.seats::text AS seats,
       ${categories} AS categories, c.filtered_features, c.km, c.price, c.subscription_price,
       ${bandCase("c.price", priceRangeLabel, 10_000_000)} AS price_range,
       CASE WHEN ${weeklyRounded} IS NOT NULL THEN ${bandCase(weeklyRounded, weeklyPriceRangeLabel, 100_000)} END
         AS weekly_price_range,
       c.city, c.state, l.name AS location_name, d.name AS dealership_name,
       floor(extract(epoch FROM c.created_at))::bigint AS created_at_timestamp, c.custom_rank,
       lower(concat_ws(' ', c.make, c.model, c.badge, c.series, c.name, c.stocknum, c.colour, c.simple_body,
         c.simple_fuel, c.simple_transmission, coalesce(c.simple_drive, c.drive), c.year::text, d.name, l.name,
         c.city, c.tag, (${categories})::text)) AS search_text
     FROM cars c
     JOIN dealerships d ON d.id = c.dealership_id
     LEFT JOIN locations l ON l.id = c.location_id
     WHERE c.site_id = ${literal(site.siteId)}`,
    [],
  );
}

/** The sort orders the queries use (rank, latest, price ascending), as orderBySort writes them. */
const sortIndexes = [
  `custom_rank DESC, created_at_timestamp DESC, stocknum COLLATE "C", id COLLATE "C"`,
  `created_at_timestamp DESC, custom_rank DESC, stocknum COLLATE "C", id COLLATE "C"`,
  `price ASC, custom_rank DESC, created_at_timestamp DESC, stocknum COLLATE "C", id COLLATE "C"`,
];

/**
 * `bench_docs_indexed`: the view's rows as a table with the indexes a DBA would give these statements
 * (see the top of this file). Needs the pg_trgm extension (on PGlite, loaded when it is opened). Returns
 * the statements it ran and the seconds they took.
 */
export async function createIndexedDocuments(run: Run): Promise<{ seconds: number; indexes: string[] }> {
  const started = performance.now();
  const table = "bench_docs_indexed";
  const indexes = [
    ...keywordFacets.filter((facet) => !multiValued.has(facet)).map((facet) => `btree (${facet})`),
    ...numericFacets.map((facet) => `btree (${facet})`),
    ...[...multiValued].map((facet) => `gin (${facet})`),
    "gin (search_text gin_trgm_ops)",
    ...sortIndexes.map((columns) => `btree (${columns})`),
  ];
  await run("CREATE EXTENSION IF NOT EXISTS pg_trgm", []);
  await run(`DROP TABLE IF EXISTS ${table}`, []);
  await run(`CREATE TABLE ${table} AS SELECT * FROM bench_docs`, []);
  await run(`ALTER TABLE ${table} ADD PRIMARY KEY (id)`, []);
  for (const index of indexes) await run(`CREATE INDEX ON ${table} USING ${index}`, []);
  await run(`ANALYZE ${table}`, []);
  return { seconds: (performance.now() - started) / 1000, indexes: ["primary key (id)", ...indexes] };
}

type Clause = {
  facet: KeywordFacet | NumericFacet | "text" | "zero";
  sql: (param: (value: unknown) => string) => string;
};

function clausesOf(request: SearchRequest): Clause[] {
  const clauses: Clause[] = [];
  const words = queryWords(request.query ?? "");
  words.forEach((word, position) => {
    const pattern = position === words.length - 1 ? `\\m${word}` : `\\m${word}\\M`;
    clauses.push({ facet: "text", sql: (param) => `search_text ~ ${param(pattern)}` });
  });
  if (request.sort === "price_asc" && request.excludeZeroPriceOnAscending === true) {
    clauses.push({ facet: "zero", sql: () => "price <> 0" });
  }
  for (const facet of keywordFacets) {
    const values = request.filters?.[facet];
    if (!values || values.length === 0) continue;
    clauses.push({
      facet,
      sql: (param) =>
        multiValued.has(facet)
          ? `${facet} ?| ${param([...values])}::text[]`
          : `${facet} = ANY(${param([...values])}::text[])`,
    });
  }
  for (const facet of numericFacets) {
    const range = request.ranges?.[facet];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    clauses.push({
      facet,
      sql: (param) =>
        [
          range.min === undefined ? null : `${facet} >= ${param(range.min)}`,
          range.max === undefined ? null : `${facet} <= ${param(range.max)}`,
        ]
          .filter((part) => part !== null)
          .join(" AND "),
    });
  }
  return clauses;
}

/** A WHERE clause and its parameters, optionally without one facet's own refinement. */
function where(clauses: Clause[], without?: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = clauses.filter((clause) => clause.facet !== without).map((clause) => `(${clause.sql(param)})`);
  return { sql: parts.length === 0 ? "" : `WHERE ${parts.join(" AND ")}`, params };
}

const rankOrder = `custom_rank DESC, created_at_timestamp DESC, stocknum COLLATE "C", id COLLATE "C"`;
const orderBySort: Record<string, string> = {
  rank: rankOrder,
  latest: `created_at_timestamp DESC, ${rankOrder}`,
  price_desc: `price DESC, ${rankOrder}`,
  price_asc: `price ASC, ${rankOrder}`,
  km_asc: `km ASC, ${rankOrder}`,
  km_desc: `km DESC, ${rankOrder}`,
  subscription_price_asc: `subscription_price ASC NULLS LAST, ${rankOrder}`,
};

const numberOf = (value: unknown): number => (typeof value === "number" ? value : Number(value));
const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** One full search (page of hits, count, every facet, every stat), the way an app would ask SQL. */
export async function sqlSearch(
  run: Run,
  request: SearchRequest,
  source: DocumentSource = "bench_docs",
): Promise<Answer> {
  const clauses = clausesOf(request);
  const refined = new Set(clauses.map((clause) => clause.facet));
  const hitsPerPage = request.hitsPerPage ?? 21;
  const page = request.page ?? 1;
  const all = where(clauses);
  const statements: Promise<void>[] = [];
  const answer: Answer = { count: 0, hitIds: [], facets: {}, facetStats: {} };

  statements.push(
    run(
      `SELECT * FROM ${source} ${all.sql} ORDER BY ${orderBySort[request.sort ?? "rank"] ?? rankOrder}
       LIMIT ${hitsPerPage} OFFSET ${(page - 1) * hitsPerPage}`,
      all.params,
    ).then((rows) => {
      answer.hitIds = rows.map((row) => textOf(row.id) ?? "");
    }),
  );

  const unrefinedNumeric = numericFacets.filter((facet) => !refined.has(facet));
  const stats = unrefinedNumeric.map(
    (facet) => `min(${facet})::float8 AS "min_${facet}", max(${facet})::float8 AS "max_${facet}"`,
  );
  const readStats = (row: Record<string, unknown> | undefined, facets: readonly NumericFacet[]) => {
    for (const facet of facets) {
      const min = row?.[`min_${facet}`];
      const max = row?.[`max_${facet}`];
      if (min !== null && min !== undefined && max !== null && max !== undefined) {
        answer.facetStats[facet] = { min: numberOf(min), max: numberOf(max) };
      }
    }
  };
  statements.push(
    run(`SELECT count(*)::int AS count, ${stats.join(", ")} FROM ${source} ${all.sql}`, all.params).then((rows) => {
      answer.count = numberOf(rows[0]?.count);
      readStats(rows[0], unrefinedNumeric);
    }),
  );

  const count = (facet: KeywordFacet, rows: Record<string, unknown>[], valueColumn: string) => {
    const counts: Record<string, number> = {};
    for (const row of rows) {
      const value = textOf(row[valueColumn]);
      if (value !== null && value !== "") counts[value] = numberOf(row.count);
    }
    answer.facets[facet] = counts;
  };
  const singleUnrefined = keywordFacets.filter((facet) => !refined.has(facet) && !multiValued.has(facet));
  if (singleUnrefined.length > 0) {
    const which = singleUnrefined.map((facet) => `WHEN GROUPING(${facet}) = 0 THEN '${facet}'`).join(" ");
    const value = `coalesce(${singleUnrefined.join(", ")})`;
    statements.push(
      run(
        `SELECT CASE ${which} END AS facet, ${value} AS value, count(*)::int AS count
         FROM ${source} ${all.sql} GROUP BY GROUPING SETS (${singleUnrefined.map((facet) => `(${facet})`).join(", ")})`,
        all.params,
      ).then((rows) => {
        for (const facet of singleUnrefined)
          count(
            facet,
            rows.filter((row) => row.facet === facet),
            "value",
          );
      }),
    );
  }
  for (const facet of keywordFacets) {
    if (singleUnrefined.includes(facet)) continue;
    const own = where(clauses, facet);
    const sql = multiValued.has(facet)
      ? `SELECT value, count(*)::int AS count
         FROM ${source}, LATERAL (SELECT DISTINCT jsonb_array_elements_text(${facet}) AS value) AS element
         ${own.sql} GROUP BY value`
      : `SELECT ${facet} AS value, count(*)::int AS count FROM ${source} ${own.sql} GROUP BY ${facet}`;
    statements.push(run(sql, own.params).then((rows) => count(facet, rows, "value")));
  }
  for (const facet of numericFacets) {
    if (!refined.has(facet)) continue;
    const own = where(clauses, facet);
    statements.push(
      run(
        `SELECT min(${facet})::float8 AS "min_${facet}", max(${facet})::float8 AS "max_${facet}" FROM ${source} ${own.sql}`,
        own.params,
      ).then((rows) => readStats(rows[0], [facet])),
    );
  }
  await Promise.all(statements);
  return answer;
}
