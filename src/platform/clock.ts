// The time of the request, for server components. They render once per request, so reading the
// clock there is sound; the React Compiler's purity rule, written for components that re-render in
// the browser, cannot tell the two apart, and client components must not call this during render.

/** Now, in seconds since the Unix epoch. */
export function requestSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
