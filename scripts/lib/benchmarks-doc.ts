// Benchmarks write their latest figures into docs/benchmarks.md themselves, between two markers
// named after the benchmark, so the recorded run is the one printed, never a hand copy.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = path.join(process.cwd(), "docs", "benchmarks.md");

/** Replaces the text between `<!-- {name}:start -->` and `<!-- {name}:end -->`; appends both when missing. */
export function recordInBenchmarks(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = readFileSync(file, "utf8");
  const block = `${start}\n\n${markdown.trim()}\n\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const updated =
    from !== -1 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
  console.log(`\nRecorded in docs/benchmarks.md (${name}).`);
}

/** A Markdown table: the first row is the header. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const [header = [], ...body] = rows;
  const widths = header.map((_, column) => Math.max(3, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 3)).join(" | ")} |`;
  return [line(header), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...body.map(line)].join("\n");
}
