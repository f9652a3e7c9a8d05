import { Link } from "@/ui/link";
import type { ReactNode } from "react";
import { sectionsFor } from "../nav";
import type { SignedInStaff } from "../server/current-staff";
import { SignOutButton } from "./sign-out-button";

// Every signed-in console page: the header with the sections this member may open, who is signed
// in and Sign out, then the page's own heading and content. Wide, because the console's tables are.

export function ConsoleShell({
  staff,
  pathname,
  title,
  actions,
  children,
}: {
  staff: SignedInStaff;
  /** The console path of this page ("/leads/…"), which marks its section in the header. */
  pathname: string;
  /** The page's one h1. */
  title: ReactNode;
  /** Buttons or links beside the heading (Export, New…). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { shown, current } = sectionsFor(staff.scope, pathname);
  return (
    <>
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link href="/" className="font-semibold">
              Dealer console
            </Link>
            <nav aria-label="Console">
              <ul className="flex flex-wrap gap-1 text-sm">
                {shown.map((section) => (
                  <li key={section.href}>
                    <Link
                      href={section.href}
                      aria-current={section.href === current ? "page" : undefined}
                      className="block rounded px-2 py-1 hover:bg-surface-alt aria-[current=page]:bg-surface-alt aria-[current=page]:font-semibold"
                    >
                      {section.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm text-muted" data-testid="signed-in-as">
              {staff.email}
            </span>
            <SignOutButton variant="outline" size="sm" />
          </div>
        </div>
      </header>
      <main
        id="console-main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 outline-none"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{title}</h1>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
        {children}
      </main>
    </>
  );
}
