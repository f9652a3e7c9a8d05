import { redirect } from "next/navigation";
import { SignOutButton } from "./components/sign-out-button";
import { currentStaffSession } from "./server/current-staff";

export async function ConsoleSignOutPage() {
  const session = await currentStaffSession();
  if (!session) redirect("/sign-in");
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">Sign out of the dealer console</h1>
      <p>Signed in as {session.email}.</p>
      <SignOutButton />
    </main>
  );
}
