import type { ReactNode } from "react";

// The console's dense tables: a caption for screen readers, a header that stays in view, figures in
// tabular numerals aligned right, and a row per record. Server-rendered; a table that sorts or
// selects adds its own controls around it.

export type Column<Row> = {
  /** Column heading. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned, tabular numerals. */
  numeric?: boolean;
  /** Extra classes for the column's cells (a width, `whitespace-nowrap`). */
  className?: string;
};

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  /** What the table lists; read by screen readers, hidden on screen where the heading says it. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto rounded border border-border bg-surface">
      <table className="w-full border-collapse text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-alt text-left">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`border-b border-border px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""} ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-border last:border-b-0 hover:bg-surface-alt">
                {columns.map((column, index) => (
                  <td
                    key={index}
                    className={`px-3 py-1.5 align-top ${column.numeric ? "text-right tabular-nums" : ""} ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
