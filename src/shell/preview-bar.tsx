import type { SitePreview } from "@/sites/get-site";

// Above every page of a staff preview (decision 050): the page shows settings no shopper sees yet.
// Plain colours, not the site's theme, so a draft theme can never hide it. Ending the preview takes the
// cookie away (an API route, so a plain link).

const when = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Sydney",
});

export function PreviewBar({ preview }: { preview: SitePreview }) {
  return (
    <div
      role="region"
      aria-label="Preview"
      data-testid="preview-bar"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-b-2 border-black bg-[#ffd400] px-4 py-2 text-center text-sm text-black"
    >
      <strong>Preview of unpublished changes</strong>
      <span>
        Draft of version {preview.baseVersion}, saved {when.format(preview.updatedAt)}. Shoppers do not see it.
      </span>
      {/* An API route that takes the cookie away and opens the home page: a full page load, never Next's client navigation. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/site-preview?end=1" className="font-semibold underline">
        End preview
      </a>
    </div>
  );
}
