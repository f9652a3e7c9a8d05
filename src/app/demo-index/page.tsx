import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { env } from "@/platform/env";
import { demoIndexIconUrl } from "@/shell/logo";
import { listSites } from "@/sites/get-site";

export const metadata = { title: "Demo dealer sites", icons: { icon: demoIndexIconUrl } };

export default async function DemoIndex() {
  if (!env().DEMO_MODE) notFound();
  const host = (await headers()).get("host") ?? "localhost";
  const port = /:(\d+)$/.exec(host)?.[1];
  const sites = await listSites();
  const root = env().ROOT_DOMAIN;

  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Demo dealer sites</h1>
      <p className="mt-2 text-gray-600">Each dealer site answers on its own host name.</p>
      <ul className="mt-8 space-y-3" data-testid="demo-sites">
        {sites.map((site) => {
          const href = `http://${site.slug}.${root}${port ? `:${port}` : ""}/`;
          return (
            <li key={site.id} className="rounded-lg border border-gray-200 p-4">
              <a href={href} className="text-lg font-semibold text-blue-700 hover:underline">
                {site.name}
              </a>
              <p className="text-sm text-gray-600">
                {href} · template {site.template}
                {site.status === "paused" ? " · paused (shows its holding page)" : ""}
              </p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
