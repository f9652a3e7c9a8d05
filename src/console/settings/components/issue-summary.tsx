"use client";

import type { SiteConfigIssue } from "@/sites/config-issues";
import type { SectionKey } from "@/sites/setting-labels";
import { pathInWords } from "../issue-words";

// Every message the settings have, above the form: each names its setting in words and, when it is
// on this page, links to it. A rule that spans sections ("needs budgetWidget.enabled") can name a
// setting of another section: it is listed here too, with where it is.

export function IssueSummary({ issues, section }: { issues: readonly SiteConfigIssue[]; section: SectionKey }) {
  if (issues.length === 0) return null;
  return (
    <section
      aria-labelledby="issues-heading"
      className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900"
    >
      <h2 id="issues-heading" className="font-semibold">
        {issues.length === 1 ? "1 setting needs attention" : `${issues.length} settings need attention`}
      </h2>
      <ul className="mt-1 list-disc pl-5" data-testid="issue-summary">
        {issues.map((issue, index) => {
          const here =
            issue.path === section || issue.path.startsWith(`${section}.`) || issue.path.startsWith(`${section}[`);
          const words = pathInWords(issue.path);
          return (
            <li key={`${issue.path}-${index}`}>
              {here ? (
                <a href={`#setting-${issue.path.replace(/[^A-Za-z0-9_-]/g, "-")}`} className="underline">
                  {words}
                </a>
              ) : (
                <span>{words} (another section)</span>
              )}
              : {issue.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
