"use server";

import { getDb } from "@/platform/db";
import { currentStaff } from "../server/current-staff";
import type { EditResult } from "./form-result";
import type { PageField } from "./page-form-schema";
import type { PromoField } from "./promo-form-schema";
import type { SlideField } from "./slide-form-schema";
import { savePage, type ContentEditor } from "./server/page-edits";
import { movePromo, removePromo, savePromo } from "./server/promo-edits";
import { moveSlide, removeSlide, saveSlide } from "./server/slide-edits";

// The content room's server actions. Each starts from the signed-in member; the domain functions
// parse the input with the forms' own schemas, check the member's right to the site and act. Each
// answers the page to open next, or the fields' messages (the form keeps what was typed).

const signedOut = {
  ok: false,
  errors: { form: "Your session has ended. Sign in again in another tab, then save here again." },
} as const;

async function editor(): Promise<ContentEditor | null> {
  const staff = await currentStaff();
  return staff ? { staffAccountId: staff.staffAccountId, scope: staff.scope } : null;
}

export async function savePageAction(input: unknown): Promise<EditResult<PageField>> {
  const member = await editor();
  return member ? savePage(await getDb(), member, input) : signedOut;
}

export async function saveSlideAction(input: unknown): Promise<EditResult<SlideField>> {
  const member = await editor();
  return member ? saveSlide(await getDb(), member, input) : signedOut;
}

export async function removeSlideAction(input: unknown): Promise<EditResult<"form">> {
  const member = await editor();
  return member ? removeSlide(await getDb(), member, input) : signedOut;
}

export async function moveSlideAction(input: unknown): Promise<EditResult<"form">> {
  const member = await editor();
  return member ? moveSlide(await getDb(), member, input) : signedOut;
}

export async function savePromoAction(input: unknown): Promise<EditResult<PromoField>> {
  const member = await editor();
  return member ? savePromo(await getDb(), member, input) : signedOut;
}

export async function removePromoAction(input: unknown): Promise<EditResult<"form">> {
  const member = await editor();
  return member ? removePromo(await getDb(), member, input) : signedOut;
}

export async function movePromoAction(input: unknown): Promise<EditResult<"form">> {
  const member = await editor();
  return member ? movePromo(await getDb(), member, input) : signedOut;
}
