"use server";

import { getMediaStorage } from "@/media/media-settings";
import { getDb } from "@/platform/db";
import { env } from "@/platform/env";
import { currentStaff } from "../server/current-staff";
import { carFormInput, type CarFormState } from "./car-form-schema";
import { uuidPattern, type KeyFormState } from "./key-form-schema";
import {
  arrangeStockCarPhotos,
  createDealershipKey,
  markCarSold,
  restoreFeedPhotos,
  revokeDealershipKey,
  saveCarEdit,
  stockMessages,
  uploadCarPhotos,
  type PhotoChangeResult,
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

/** A photo action's answer: the page to open, or why nothing changed (each bad file named). */
export type PhotoFormState = { message?: string; problems?: string[]; next?: string };

function photoState(carId: string, result: PhotoChangeResult, saved: string): PhotoFormState {
  if (!result.ok) return { message: result.message, problems: result.problems };
  return { next: `/stock/${carId}?saved=${saved}` };
}

/** Photos dropped or chosen on the car's page, every file in one send (next.config.ts sizes the body for it). */
export async function uploadPhotosAction(_previous: PhotoFormState, form: FormData): Promise<PhotoFormState> {
  const member = await editor();
  if (!member) return { next: "/sign-in" };
  const carId = text(form, "carId");
  if (!uuidPattern.test(carId)) return { message: stockMessages.notFound };
  const files = form.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (files.length === 0) return { message: "Choose the photos to add, or drop them on the box." };
  const config = env();
  const result = await uploadCarPhotos(await getDb(), member, getMediaStorage(config), {
    carId: carId.toLowerCase(),
    files: await Promise.all(
      files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
    ),
    maxBytes: config.MEDIA_FETCH_MAX_BYTES,
  });
  return photoState(carId.toLowerCase(), result, "photos-uploaded");
}

/** The car's photos in the order the form lists their ids (`photo`); `delete` when one was left out to delete it. */
export async function arrangePhotosAction(_previous: PhotoFormState, form: FormData): Promise<PhotoFormState> {
  const member = await editor();
  if (!member) return { next: "/sign-in" };
  const carId = text(form, "carId");
  if (!uuidPattern.test(carId)) return { message: stockMessages.notFound };
  const photoIds = form
    .getAll("photo")
    .slice(0, 200)
    .map((value) => (typeof value === "string" ? value.toLowerCase() : ""));
  if (photoIds.some((id) => !uuidPattern.test(id))) {
    return { message: "The car's photos changed since you opened this page. Nothing was changed: open it again." };
  }
  const deleting = text(form, "delete") === "1";
  const result = await arrangeStockCarPhotos(await getDb(), member, {
    carId: carId.toLowerCase(),
    photoIds,
    deleting,
  });
  return photoState(carId.toLowerCase(), result, deleting ? "photo-deleted" : "photos-arranged");
}

export async function restoreFeedPhotosAction(_previous: PhotoFormState, form: FormData): Promise<PhotoFormState> {
  const member = await editor();
  if (!member) return { next: "/sign-in" };
  const carId = text(form, "carId");
  if (!uuidPattern.test(carId)) return { message: stockMessages.notFound };
  const result = await restoreFeedPhotos(await getDb(), member, { carId: carId.toLowerCase() });
  return photoState(carId.toLowerCase(), result, "photos-feed-restored");
}
