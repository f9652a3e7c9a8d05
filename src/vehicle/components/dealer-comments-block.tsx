"use client";

import { ShowMore } from "@/ui/show-more";

const commentsClassName = "prose max-w-none [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2";

/**
 * Dealer comments collapsed to 400 characters of text, with Show More / Show Less. Both views are the
 * sanitised HTML, so the short one keeps the paragraphs and list lines of the long one.
 */
export function DealerCommentsBlock({
  html,
  collapsedHtml,
  truncated,
  pendingText,
}: {
  html: string;
  collapsedHtml: string;
  truncated: boolean;
  pendingText: string;
}) {
  if (!html) return <p className="text-muted">{pendingText}</p>;
  return (
    <div data-testid="dealer-comments">
      <ShowMore shortened={truncated} buttonClassName="mt-2 font-semibold text-primary">
        {(expanded) => (
          <div
            className={commentsClassName}
            data-testid="dealer-comments-text"
            dangerouslySetInnerHTML={{ __html: expanded ? html : collapsedHtml }}
          />
        )}
      </ShowMore>
    </div>
  );
}
