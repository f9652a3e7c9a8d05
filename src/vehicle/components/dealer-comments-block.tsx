"use client";

import { ShowMore } from "@/ui/show-more";

/** Dealer comments collapsed to 400 characters of text, with Show More / Show Less. */
export function DealerCommentsBlock({
  html,
  collapsedText,
  truncated,
  pendingText,
}: {
  html: string;
  collapsedText: string;
  truncated: boolean;
  pendingText: string;
}) {
  if (!html) return <p className="text-muted">{pendingText}</p>;
  return (
    <div data-testid="dealer-comments">
      <ShowMore shortened={truncated} buttonClassName="mt-2 font-semibold text-primary">
        {(expanded) =>
          expanded ? (
            <div
              className="prose max-w-none [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <p>{collapsedText}</p>
          )
        }
      </ShowMore>
    </div>
  );
}
