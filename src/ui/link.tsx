"use client";

// Next's Link, prefetching a page only once the shopper shows they may go there (pointer over it,
// keyboard focus, a finger on it), as Next's prefetching guide shows. By default every Link prefetches
// its page when it scrolls into view: a vehicle page's menus, breadcrumbs and buttons asked the server
// for about twenty other pages during load, each rendered for the purpose (the page cache does not
// keep client navigations), and the browser read every answer while the page was still starting.
// Lint sends every import of next/link here.
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...rest}
      // null: Next's own prefetching, once there is intent; false stays false.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
