"use client";

// What a page of a site shows when its render throws (decision 024): a plain message inside the
// site's header and footer, naming nothing of the error. The server logged it with the request's id
// (src/instrumentation.ts, onRequestError); the reference is Next's digest of it, on the same line.
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-text-muted">This page could not be shown just now. Please try again in a moment.</p>
      {error.digest ? <p className="mt-2 text-sm text-text-muted">Reference: {error.digest}</p> : null}
      <button type="button" onClick={reset} className="mt-6 rounded-site bg-primary px-4 py-2 text-primary-contrast">
        Try again
      </button>
    </div>
  );
}
