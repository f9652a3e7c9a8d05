import { redirect } from "next/navigation";
import { Link } from "@/ui/link";
import type { RouteSearchParams } from "@/platform/route-params";
import type { Site } from "@/sites/get-site";
import { Card } from "@/ui/card";
import { SignInForm } from "./components/sign-in-form";
import { safeReturnPath } from "./safe-path";
import { currentAccount, devSmsPageAvailable } from "./server/runtime";

const headings: Record<string, string> = {
  watchlist: "Sign in to save cars to your watchlist",
  checkout: "Sign in to reserve your car",
  finance: "Sign in to apply for finance",
  equifaxFinance: "Sign in for your personalised finance quote",
  spinToWin: "Sign in to spin the wheel",
  onlinePayment: "Sign in to make a payment",
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** /sign-in?type=…&redirect=…&back=…: already signed in, straight on to `redirect`. */
export async function SignInPage({ site, searchParams }: { site: Site; searchParams: RouteSearchParams }) {
  const redirectPath = safeReturnPath(first(searchParams.redirect), "/");
  const backPath = safeReturnPath(first(searchParams.back), "/");
  if (await currentAccount(site)) redirect(redirectPath);
  const type = first(searchParams.type) ?? "";
  const heading =
    headings[type] ?? (type === site.config.signIn.garagePath.slice(1) ? "Sign in to see your garage" : "Sign in");
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
      <p className="mb-6 text-muted">
        Sign in with your Australian mobile number. No password: we text you a code each time.
      </p>
      <Card tone="raised" padding="lg">
        <SignInForm
          redirectPath={redirectPath}
          devSmsPath={devSmsPageAvailable() ? "/dev/sms" : null}
          savedCarsSite={site.config.features.watchlist ? site.slug : null}
        />
      </Card>
      <p className="mt-6 text-sm">
        <Link href={backPath} className="text-primary underline">
          Back
        </Link>
      </p>
    </div>
  );
}
