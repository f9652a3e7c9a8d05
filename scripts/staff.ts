// `npm run staff -- <command> --email <address>`: the dealer console's accounts from the shell
// (decision 042). The first operator is made here; everyone else is invited from the console later.
//
//   create-operator --email x [--name "Full Name"]   prints a generated password and TOTP secret, once
//   reset-totp --email x        the next sign-in sets up the authenticator app again
//   revoke-sessions --email x   signs the account out everywhere
//   disable --email x           the account can no longer sign in (and is signed out everywhere)
//
// Runs against DATABASE_URL, or the embedded database while no server holds it.
import { eq } from "drizzle-orm";
import { passwordProblem } from "@/console/password-rules";
import { recordStaffAudit } from "@/console/server/audit";
import { generatePassword } from "@/console/server/passwords";
import { createStaffAccount, disableStaffAccount, findStaffAccountByEmail } from "@/console/server/staff-accounts";
import { revokeAllStaffSessions } from "@/console/server/staff-sessions";
import { newTotpSecret, totpUri } from "@/console/totp";
import { passwordStepSchema } from "@/console/sign-in-form-schema";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { staffAccounts } from "@/platform/db/schema";
import { EnvError, parseEnv } from "@/platform/env";
import { holdEmbeddedDatabase, stopTheServerFirst } from "./lib/embedded-database";

const commands = ["create-operator", "reset-totp", "revoke-sessions", "disable"] as const;
type Command = (typeof commands)[number];
const usage = `Usage: npm run staff -- ${commands.join("|")} --email <address> [--name "Full Name"]`;

function fail(message: string, code = 2): never {
  console.error(`${message}\n${usage}`);
  process.exit(code);
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const command = args[0] as Command | undefined;
if (!command || !commands.includes(command)) fail(`Unknown command: ${args[0] ?? "(none)"}`);
const email = option("email")?.trim() ?? "";
const emailCheck = passwordStepSchema.shape.email.safeParse(email);
if (!emailCheck.success) fail(`--email: ${emailCheck.error.issues[0]?.message ?? "an e-mail address"}`);

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}
holdEmbeddedDatabase(config, "npm run staff", stopTheServerFirst("npm run staff"));
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const { db } = database;
try {
  await migrateDatabase(database);
  const account = await findStaffAccountByEmail(db, email);
  if (command === "create-operator") {
    if (account) fail(`${email} already has an account.`, 1);
    const password = generatePassword();
    const problem = passwordProblem(password, email);
    if (problem) throw new Error(problem.message);
    const totpSecret = newTotpSecret();
    const name = option("name")?.trim() || email.split("@")[0] || email;
    const created = await createStaffAccount(db, { email, name, password, totpSecret, grants: [{ role: "operator" }] });
    await recordStaffAudit(db, {
      action: "account-created",
      staffAccountId: created.id,
      after: { role: "operator", by: "npm run staff" },
    });
    console.log(`Platform operator ${email} created. This is shown once; keep it somewhere safe.`);
    console.log(`  Password:     ${password}`);
    console.log(`  TOTP secret:  ${totpSecret}  (add it to an authenticator app, time-based, 6 digits)`);
    console.log(`  otpauth URI:  ${totpUri(totpSecret, email)}`);
    const local = config.ROOT_DOMAIN === "localhost";
    const origin = local ? `http://console.localhost:${config.PORT}` : `https://console.${config.ROOT_DOMAIN}`;
    console.log(`Sign in at ${origin}/sign-in`);
  } else {
    if (!account) fail(`No staff account has the address ${email}.`, 1);
    if (command === "reset-totp") {
      await db
        .update(staffAccounts)
        .set({ totpSecret: null, totpLastStep: null })
        .where(eq(staffAccounts.id, account.id));
      const revoked = await revokeAllStaffSessions(db, account.id);
      await recordStaffAudit(db, {
        action: "sessions-revoked",
        staffAccountId: account.id,
        after: { totpReset: true, revoked },
      });
      console.log(`${email} sets up an authenticator app again at the next sign-in (${revoked} session(s) ended).`);
    } else if (command === "revoke-sessions") {
      const revoked = await revokeAllStaffSessions(db, account.id);
      await recordStaffAudit(db, {
        action: "sessions-revoked",
        staffAccountId: account.id,
        after: { revoked, by: "npm run staff" },
      });
      console.log(`${email} is signed out everywhere (${revoked} session(s) ended).`);
    } else {
      const disabled = await disableStaffAccount(db, account.id);
      const revoked = await revokeAllStaffSessions(db, account.id);
      if (disabled)
        await recordStaffAudit(db, { action: "account-disabled", staffAccountId: account.id, after: { revoked } });
      console.log(disabled ? `${email} can no longer sign in.` : `${email} was already disabled.`);
    }
  }
} finally {
  await database.close();
}
