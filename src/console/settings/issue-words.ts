import type { SiteConfigIssue } from "@/sites/config-issues";
import { sectionTitle, settingLabel } from "@/sites/setting-labels";

// A setting's path as staff read it, for messages that stand apart from the form (decision 050).

/** "header.menus[2].href" in words: "Header › Menus › item 3 › Link". */
export function pathInWords(path: string): string {
  const segments = path.match(/[^.[\]]+/g) ?? [];
  return segments
    .map((segment, index) =>
      /^\d+$/.test(segment)
        ? `item ${Number(segment) + 1}`
        : index === 0
          ? sectionTitle(segment)
          : settingLabel(segment),
    )
    .join(" › ");
}

/** An issue as one sentence naming its setting. */
export function issueSentence(issue: SiteConfigIssue): string {
  return `${pathInWords(issue.path)}: ${issue.message}`;
}
