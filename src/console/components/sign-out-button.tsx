"use client";

import { useActionState } from "react";
import { Button, type ButtonProps } from "@/ui/button";
import { signOutAction } from "../server/actions";
import { useNextPage } from "./use-next-page";

/** Sign out: a POST (a link elsewhere cannot sign anyone out), then the sign-in page. */
export function SignOutButton({ variant, size }: Pick<ButtonProps, "variant" | "size">) {
  const [state, action, pending] = useActionState(signOutAction, { next: "" });
  useNextPage(state.next || undefined);
  return (
    <form action={action}>
      <Button type="submit" variant={variant} size={size} disabled={pending}>
        Sign out
      </Button>
    </form>
  );
}
