"use server";

import { getDb } from "@/platform/db";
import { currentStaff } from "../server/current-staff";
import { carFormInput, type CarFormState } from "./car-form-schema";
import { uuidPattern, type KeyFormState } from "./key-form-schema";
import {
  createDealershipKey,
  markCarSold,
  revokeDealershipKey,
  saveCarEdit,
  stockMessages,
  type StockEditor,
} from "./server/stock-work";

// The stock room's server actions (the pattern of src/console/server/actions.ts): each finds the
// signed-in member again and hands over to stock-work.ts, which checks their role where the car or
// key is before it changes anything. Each answers the page to open next or the fields' messages;
// never a redirect, which would lose the console's host behind the proxy's rewrite.

function text(form: FormData, name: string, max = 100): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

async function editor(): Promise<StockEditor | null> {
  const staff = await currentStaff();
  return staff ? { staffAccountId: staff.staffAccountId, scope: staff.scope } : null;
}

/** What the form held, as text, so a refused form shows it again. */
function typed(form: FormData): Record<string, string> {
  return Object.fromEntries(
    ["price", "status", "dealercomments", "standardEquipment", "tag", "certified"].map((name) => [
      name,
      text(form, name, 60_000),
    ]),
  );
}

export async function editCarAction(_previous: CarFormState, form: FormData): Promise<CarFormState> {
  const member = await editor();
  if (!member) return { errors: {}, next: "/sign-in" };
  const carId = text(form, "carId");
  if (!uuidPattern.test(carId)) return { errors: { form: stockMessages.notFound } };
  const result = await saveCarEdit(await getDb(), member, {
    carId: carId.toLowerCase(),
    version: text(form, "version"),
    input: carFormInput(form),
  });
  if (result.kind === "refused") return { errors: result.errors, values: typed(form) };
  return { errors: {}, next: `/stock/${carId.toLowerCase()}?saved=edited` };
}

export async function markSoldAction(_previous: CarFormState, form: FormData): Promise<CarFormState> {
  const member = await editor();
  if (!member) return { errors: {}, next: "/sign-in" };
  const carId = text(form, "carId");
  if (!uuidPattern.test(carId)) return { errors: { form: stockMessages.notFound } };
  const result = await markCarSold(await getDb(), member, {
    carId: carId.toLowerCase(),
    version: text(form, "version"),
  });
  if (result.kind === "refused") return { errors: result.errors };
  return { errors: {}, next: `/stock/${carId.toLowerCase()}?saved=sold` };
}

export async function createKeyAction(_previous: KeyFormState, form: FormData): Promise<KeyFormState> {
  const member = await editor();
  if (!member) return { errors: {}, next: "/sign-in" };
  return createDealershipKey(await getDb(), member, { name: text(form, "name", 200), place: text(form, "place") });
}

export async function revokeKeyAction(_previous: KeyFormState, form: FormData): Promise<KeyFormState> {
  const member = await editor();
  if (!member) return { errors: {}, next: "/sign-in" };
  const siteId = text(form, "siteId");
  const keyId = text(form, "keyId");
  if (!uuidPattern.test(siteId) || !uuidPattern.test(keyId)) return { errors: { form: stockMessages.keyNotFound } };
  const result = await revokeDealershipKey(await getDb(), member, {
    siteId: siteId.toLowerCase(),
    keyId: keyId.toLowerCase(),
  });
  if (!result.ok) return { errors: { form: result.message } };
  return { errors: {}, next: "/stock/keys?saved=revoked" };
}
