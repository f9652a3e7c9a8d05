import { Link } from "@/ui/link";

export function Breadcrumbs({ crumbs }: { crumbs: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="flex gap-1">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            <Link href={crumb.href} className="hover:underline">
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
