import { z } from "@/platform/zod";
import { maxPasswordLength } from "./password-rules";

// The console's sign-in forms, parsed on the server (the browser's required attributes are a
// courtesy). A password is not checked against the rules here: an old password that no longer meets
// them must still be able to sign in and be changed.

export const maxEmailLength = 320;

export const passwordStepSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your e-mail address.")
    .max(maxEmailLength, "That e-mail address is too long.")
    .email("Enter an e-mail address like name@example.com."),
  password: z
    .string()
    .min(1, "Enter your password.")
    .max(maxPasswordLength * 4, "That password is too long."),
});

export const totpStepSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6 digits your authenticator app shows.")),
});

export type PasswordFormState = {
  email: string;
  errors: { email?: string; password?: string; form?: string };
  /** The page to open next, once the step is passed. */
  next?: string;
};

export type TotpFormState = { errors: { code?: string; form?: string }; next?: string };
