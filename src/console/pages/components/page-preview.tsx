"use client";

import { useDeferredValue } from "react";
import { ContentBody } from "@/content/markdown";

// The editor's live preview: the title and the body as the site will show them, rendered by the
// shopper page's own renderer (ContentBody: react-markdown, raw HTML ignored, the site's link rule).
// Deferred, so a long page never slows the typing. Internal links open the live site in a new tab.

export function PagePreview({
  title,
  body,
  tradeIn,
  viewOrigin,
}: {
  title: string;
  body: string;
  tradeIn: boolean;
  viewOrigin: string;
}) {
  const shownTitle = useDeferredValue(title);
  const shownBody = useDeferredValue(body);
  return (
    <section aria-labelledby="preview-heading" className="flex min-w-0 flex-col gap-2">
      <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
        Preview
      </h2>
      <div
        className="max-h-[80vh] overflow-y-auto rounded border border-border bg-surface px-6 py-6"
        data-testid="page-preview"
        aria-live="off"
      >
        {/* The title is the page's h1 on the site; here it sits under the console's own h1. */}
        <p className="text-3xl font-bold" data-testid="preview-title">
          {shownTitle || "Untitled"}
        </p>
        <div className="mt-4">
          {shownBody.trim() === "" ? (
            <p className="text-muted">The text shows here as you write it.</p>
          ) : (
            <ContentBody body={shownBody} tradeIn={tradeIn} linkOrigin={viewOrigin} />
          )}
        </div>
      </div>
    </section>
  );
}
