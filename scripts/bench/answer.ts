// What every contender (engine, SQL, Orama) returns for a query, so answers can be compared.

import type { FacetStats, SearchResult } from "@/stock/engine";

export type Answer = {
  count: number;
  hitIds: string[];
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, FacetStats>;
};

export function answerOf(result: SearchResult): Answer {
  return {
    count: result.count,
    hitIds: result.hits.map((hit) => hit.id),
    facets: { ...result.facets },
    facetStats: { ...result.facetStats },
  };
}

/** Differences between two answers, described; empty when they agree on what `parts` names. */
export function differences(
  expected: Answer,
  actual: Answer,
  parts: { hits: boolean; facets: boolean; stats: boolean },
): string[] {
  const found: string[] = [];
  if (expected.count !== actual.count) found.push(`count ${actual.count} (engine ${expected.count})`);
  if (parts.hits && expected.hitIds.join() !== actual.hitIds.join()) found.push("page of hits differs");
  if (parts.facets) {
    for (const facet of new Set([...Object.keys(expected.facets), ...Object.keys(actual.facets)])) {
      const a = expected.facets[facet] ?? {};
      const b = actual.facets[facet] ?? {};
      const values = new Set([...Object.keys(a), ...Object.keys(b)]);
      const wrong = [...values].filter((value) => (a[value] ?? 0) !== (b[value] ?? 0));
      if (wrong.length > 0) {
        const [first] = wrong;
        const example = first === undefined ? "" : ` e.g. "${first}" ${b[first] ?? 0} vs ${a[first] ?? 0}`;
        found.push(`facet ${facet}: ${wrong.length} value(s) differ${example}`);
      }
    }
  }
  if (parts.stats) {
    for (const facet of new Set([...Object.keys(expected.facetStats), ...Object.keys(actual.facetStats)])) {
      const a = expected.facetStats[facet];
      const b = actual.facetStats[facet];
      if (a?.min !== b?.min || a?.max !== b?.max)
        found.push(`stats ${facet}: ${JSON.stringify(b)} vs ${JSON.stringify(a)}`);
    }
  }
  return found;
}
