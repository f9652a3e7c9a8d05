"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { Dialog } from "@/ui/dialog";
import { formatHolidayDate, type SpecialHoursRow } from "../opening-hours";

// 'View Holiday Hours': the special hours still to come at a location (date, status, hours). With
// none to show there is no button at all.

export function HolidayHoursDialog({ rows, locationName }: { rows: readonly SpecialHoursRow[]; locationName: string }) {
  const [open, setOpen] = useState(false);
  if (rows.length === 0) return null;
  const titleId = `holiday-hours-${locationName.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        View Holiday Hours
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} className="w-full max-w-lg">
        <div className="p-5">
          <h2 id={titleId} className="mb-3 text-xl font-bold">
            Holiday Hours – {locationName}
          </h2>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 pr-3">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
                <th scope="col" className="py-1">
                  Hours
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.date}-${row.label}`} className="border-t border-border">
                  <td className="py-1.5 pr-3">
                    <span className="block font-semibold">{formatHolidayDate(row.date)}</span>
                    <span className="text-muted">{row.label}</span>
                  </td>
                  <td className="py-1.5 pr-3">{row.status}</td>
                  <td className="py-1.5">{row.status === "Open" ? row.hours : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-4 text-right">
            <Button variant="primary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
