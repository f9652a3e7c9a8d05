"use client";

// The last resort when even the root layout fails (decision 024): a plain page of its own, naming
// nothing of the error; the server logged it with the request's id (src/instrumentation.ts).
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-AU">
      <body>
        <main>
          <h1>Something went wrong</h1>
          <p>This page could not be shown just now. Please try again in a moment.</p>
          {error.digest ? <p>Reference: {error.digest}</p> : null}
        </main>
      </body>
    </html>
  );
}
