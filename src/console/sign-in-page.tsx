import { redirect } from "next/navigation";
import { Link } from "@/ui/link";
import { EnrolmentPanel } from "./components/enrolment-panel";
import { PasswordStepForm } from "./components/password-step-form";
import { TotpStepForm } from "./components/totp-step-form";
import { currentStaffSession } from "./server/current-staff";
import { enrolmentOffer } from "./server/sign-in";

// /sign-in on the console's host: the password step, or, once the password was right and the
// account needs one, the code step (with the key to add at a first sign-in).

export async function ConsoleSignInPage() {
  const session = await currentStaffSession();
  if (session && !session.awaitingTotp) redirect("/");
  const enrolment = session?.enrolmentSecret ? enrolmentOffer(session.enrolmentSecret, session.email) : null;
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">{session ? "Check it's you" : "Sign in to the dealer console"}</h1>
      {session ? (
        <>
          {enrolment ? <EnrolmentPanel secret={enrolment.secret} uri={enrolment.uri} /> : null}
          <p className="text-sm">Signing in as {session.email}.</p>
          <TotpStepForm />
        </>
      ) : (
        <>
          <PasswordStepForm />
          <p className="text-sm">
            <Link href="/forgot-password" className="underline">
              Forgot your password?
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
