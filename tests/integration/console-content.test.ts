import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { contentPages, dealerGroups, dealerships, promoNodes, sites, slides, staffAudit } from "@/platform/db/schema";
import { readPublishedContentPaths } from "@/content/queries";
import { pathMessages } from "@/content/content-paths";
import { linkMessages } from "@/content/site-links";
import { createStaffAccount, resolveStaffScope } from "@/console/server/staff-accounts";
import { roomMessages } from "@/console/pages/form-result";
import type { PageFields } from "@/console/pages/page-form-schema";
import { testBackends, seedLeadSites, type TestDatabase } from "@/leads/testing/database";

vi.mock("server-only", () => ({}));

const { savePage } = await import("@/console/pages/server/page-edits");
const { pageVersion } = await import("@/console/pages/server/page-data");
const { saveSlide, moveSlide, removeSlide, slideVersion, slideListVersion, slideFieldsOf } =
  await import("@/console/pages/server/slide-edits");
const { savePromo, promoVersion, promoFieldsOf } = await import("@/console/pages/server/promo-edits");

// The content room on a real database: a manager writes a page, publishes and unpublishes it (the
// site's published paths follow), a stale edit is refused without touching the newer text, a
// salesperson and another dealer's manager are refused, and every change has its audit line with
// before and after. Hero slides and promotions check their links and pictures on the server too.

type Member = { staffAccountId: string; scope: Awaited<ReturnType<typeof resolveStaffScope>> };

const aboutPage: PageFields = {
  kind: "page",
  path: "our-story",
  category: "",
  title: "Our Story",
  summary: "Three generations of selling cars in Sydney.",
  seoTitle: "",
  seoDescription: "How a family dealership grew up on Victoria Road.",
  body: "## Since 1962\n\nWe sold our first **Holden** on Victoria Road.",
};

describe.each(testBackends())("the console's content room on $name", (backend) => {
  let test: TestDatabase;
  let siteId: string;
  const db = (): Db => test.database.db;
  const members: Record<string, Member> = {};

  async function member(name: string, grants: Parameters<typeof createStaffAccount>[1]["grants"]) {
    const account = await createStaffAccount(db(), {
      email: `${name}@content.example`,
      name,
      password: "a long enough password for tests",
      grants,
    });
    members[name] = { staffAccountId: account.id, scope: await resolveStaffScope(db(), db(), account.id) };
  }

  const pageRow = async (id: string) => {
    const [row] = await db().select().from(contentPages).where(eq(contentPages.id, id));
    if (!row) throw new Error(`no page ${id}`);
    return row;
  };
  const auditOf = async (action: string) =>
    db().select().from(staffAudit).where(eq(staffAudit.action, action)).orderBy(asc(staffAudit.at));
  const idFrom = (next: string) => /\/pages\/([0-9a-f-]{36})/.exec(next)?.[1] ?? "";

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    const seeded = await seedLeadSites(test.database);
    const harbourside = seeded.harbourside;
    const redgum = seeded.redgum;
    if (!harbourside || !redgum) throw new Error("demo sites missing");
    siteId = harbourside.id;
    const [dealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.siteId, siteId));
    const [redgumDealership] = await db()
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.siteId, redgum.id));
    if (!dealership || !redgumDealership) throw new Error("demo dealerships missing");
    const [group] = await db().insert(dealerGroups).values({ name: "Harbour content group" }).returning();
    if (!group) throw new Error("group not made");
    await db().update(sites).set({ groupId: group.id }).where(eq(sites.id, siteId));
    await member("manager", [{ role: "manager", dealershipId: dealership.id }]);
    await member("admin", [{ role: "group_admin", groupId: group.id }]);
    await member("sales", [{ role: "salesperson", dealershipId: dealership.id }]);
    await member("other-manager", [{ role: "manager", dealershipId: redgumDealership.id }]);
  }, 180_000);

  afterAll(async () => {
    await test.dispose();
  });

  it("a manager writes a page, publishes it and unpublishes it: the site's published pages follow, each step audited", async () => {
    const manager = members.manager!;
    const created = await savePage(db(), manager, {
      siteId,
      id: null,
      version: null,
      publish: "keep",
      fields: aboutPage,
    });
    expect(created).toMatchObject({ ok: true });
    const id = idFrom(created.ok ? created.next : "");
    const draft = await pageRow(id);
    expect(draft).toMatchObject({ path: "our-story", title: "Our Story", publishedAt: null, seoTitle: null });
    expect(await readPublishedContentPaths(db(), siteId)).not.toContain("our-story");

    const published = await savePage(db(), manager, {
      siteId,
      id,
      version: pageVersion(draft),
      publish: "publish",
      fields: aboutPage,
    });
    expect(published).toEqual({ ok: true, next: `/pages/${id}?saved=published` });
    expect(await readPublishedContentPaths(db(), siteId)).toContain("our-story");

    const live = await pageRow(id);
    const unpublished = await savePage(db(), manager, {
      siteId,
      id,
      version: pageVersion(live),
      publish: "unpublish",
      fields: { ...aboutPage, title: "Our Story So Far" },
    });
    expect(unpublished).toEqual({ ok: true, next: `/pages/${id}?saved=unpublished` });
    expect(await readPublishedContentPaths(db(), siteId)).not.toContain("our-story");
    expect((await pageRow(id)).title).toBe("Our Story So Far");

    const [createdLine] = await auditOf("content-page-created");
    expect(createdLine).toMatchObject({ staffAccountId: manager.staffAccountId, siteId, before: null });
    expect(createdLine?.after).toMatchObject({ id, path: "our-story", title: "Our Story", body: aboutPage.body });
    const [publishedLine] = await auditOf("content-page-published");
    expect(publishedLine?.before).toEqual({ id, path: "our-story", publishedAt: null });
    expect(publishedLine?.after).toMatchObject({ id, path: "our-story" });
    expect(typeof publishedLine?.after?.publishedAt).toBe("string");
    const [updatedLine] = await auditOf("content-page-updated");
    // Only what changed, with what names the page.
    expect(updatedLine?.before).toEqual({ id, path: "our-story", title: "Our Story" });
    expect(updatedLine?.after).toEqual({ id, path: "our-story", title: "Our Story So Far" });
    const [unpublishedLine] = await auditOf("content-page-unpublished");
    expect(unpublishedLine?.after).toEqual({ id, path: "our-story", publishedAt: null });
  });

  it("a stale edit is refused as a conflict and the newer text stays", async () => {
    const created = await savePage(db(), members.manager!, {
      siteId,
      id: null,
      version: null,
      publish: "publish",
      fields: { ...aboutPage, path: "meet-the-team", title: "Meet the Team" },
    });
    const id = idFrom(created.ok ? created.next : "");
    const opened = pageVersion(await pageRow(id));
    // The group admin saves first, from the same version.
    const first = await savePage(db(), members.admin!, {
      siteId,
      id,
      version: opened,
      publish: "keep",
      fields: { ...aboutPage, path: "meet-the-team", title: "Meet Our Team" },
    });
    expect(first).toMatchObject({ ok: true });
    const stale = await savePage(db(), members.manager!, {
      siteId,
      id,
      version: opened,
      publish: "keep",
      fields: { ...aboutPage, path: "meet-the-team", title: "The Team" },
    });
    expect(stale).toEqual({ ok: false, errors: { form: roomMessages.conflict }, conflict: true });
    expect((await pageRow(id)).title).toBe("Meet Our Team");
  });

  it("a published page keeps its address; an address the app answers, or one taken, is refused on the server", async () => {
    const manager = members.manager!;
    const save = (fields: Partial<PageFields>) =>
      savePage(db(), manager, {
        siteId,
        id: null,
        version: null,
        publish: "keep",
        fields: { ...aboutPage, ...fields },
      });
    expect(await save({ path: "search" })).toEqual({ ok: false, errors: { path: pathMessages.appRoute } });
    expect(await save({ path: "About Us" })).toEqual({ ok: false, errors: { path: pathMessages.shape } });
    // The demo's own About Us page.
    expect(await save({ path: "about-us" })).toEqual({ ok: false, errors: { path: pathMessages.taken } });
    expect(await save({ kind: "post", category: "news", path: "trade-in-tips", title: "" })).toEqual({
      ok: false,
      errors: { title: "Give it a title, like About Us." },
    });

    const [about] = await db()
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.siteId, siteId), eq(contentPages.path, "about-us")));
    if (!about) throw new Error("no about-us");
    expect(about.publishedAt).not.toBeNull();
    const moved = await savePage(db(), manager, {
      siteId,
      id: about.id,
      version: pageVersion(about),
      publish: "keep",
      fields: { ...aboutPage, path: "about" },
    });
    expect(moved.ok ? "" : moved.errors.path).toContain("keeps its address");
    expect((await pageRow(about.id)).path).toBe("about-us");
  });

  it("a salesperson, and another dealer's manager, are refused and nothing is written", async () => {
    const before = await db().select().from(contentPages).where(eq(contentPages.siteId, siteId));
    for (const stranger of [members.sales!, members["other-manager"]!]) {
      expect(
        await savePage(db(), stranger, {
          siteId,
          id: null,
          version: null,
          publish: "publish",
          fields: { ...aboutPage, path: "not-allowed" },
        }),
      ).toEqual({ ok: false, errors: { form: roomMessages.forbidden } });
      const [slide] = await db().select().from(slides).where(eq(slides.siteId, siteId));
      if (!slide) throw new Error("no slide");
      expect(
        await saveSlide(db(), stranger, {
          siteId,
          id: slide.id,
          version: slideVersion(slide),
          fields: { ...slideFieldsOf(slide), name: "Hacked" },
        }),
      ).toEqual({ ok: false, errors: { form: roomMessages.forbidden } });
    }
    expect(await db().select().from(contentPages).where(eq(contentPages.siteId, siteId))).toHaveLength(before.length);
    expect(await db().select().from(slides).where(eq(slides.name, "Hacked"))).toEqual([]);
  });

  it("a hero slide's heading is edited, its link and picture checked, moved and removed only when confirmed", async () => {
    const manager = members.manager!;
    const list = await db().select().from(slides).where(eq(slides.siteId, siteId)).orderBy(asc(slides.position));
    const [first, second] = list;
    if (!first || !second) throw new Error("harbourside has fewer than two slides");
    const edit = (fields: Record<string, string>) =>
      saveSlide(db(), manager, {
        siteId,
        id: first.id,
        version: slideVersion(first),
        fields: { ...slideFieldsOf(first), ...fields },
      });
    expect(await edit({ url: "/no-such-page" })).toEqual({
      ok: false,
      errors: { url: linkMessages.missing("/no-such-page") },
    });
    expect(await edit({ url: "http://example.com" })).toEqual({ ok: false, errors: { url: linkMessages.https } });
    expect(await edit({ imageUrl: "https://elsewhere.example/picture.jpg" })).toEqual({
      ok: false,
      errors: { imageUrl: "Choose one of the site's pictures." },
    });
    expect(await edit({ name: "Hybrids in Stock Now", url: "/about-us" })).toMatchObject({ ok: true });
    const [line] = await auditOf("hero-slide-updated");
    expect(line?.before).toEqual({ id: first.id, name: first.name, url: first.url });
    expect(line?.after).toEqual({ id: first.id, name: "Hybrids in Stock Now", url: "/about-us" });

    // Moving the second slide up makes it first; a second move from the old order is refused.
    const listVersion = slideListVersion(list);
    expect(await moveSlide(db(), manager, { siteId, id: second.id, direction: "up", listVersion })).toMatchObject({
      ok: true,
    });
    const [newFirst] = await db().select().from(slides).where(eq(slides.siteId, siteId)).orderBy(asc(slides.position));
    expect(newFirst?.id).toBe(second.id);
    expect(await moveSlide(db(), manager, { siteId, id: second.id, direction: "down", listVersion })).toEqual({
      ok: false,
      errors: { form: roomMessages.listConflict },
      conflict: true,
    });

    const [target] = await db().select().from(slides).where(eq(slides.id, second.id));
    if (!target) throw new Error("slide gone");
    expect(await removeSlide(db(), manager, { siteId, id: target.id, version: slideVersion(target) })).toEqual({
      ok: false,
      errors: { form: roomMessages.confirm },
    });
    expect(
      await removeSlide(db(), manager, { siteId, id: target.id, version: slideVersion(target), confirm: "yes" }),
    ).toMatchObject({ ok: true });
    expect(await db().select().from(slides).where(eq(slides.id, target.id))).toEqual([]);
    const [removed] = await auditOf("hero-slide-deleted");
    expect(removed?.before).toMatchObject({ id: target.id, name: target.name });
  });

  it("a promotion runs whole days in the site's zone; a stale edit is refused", async () => {
    const manager = members.manager!;
    const created = await savePromo(db(), manager, {
      siteId,
      id: null,
      version: null,
      fields: {
        title: "Boxing Day Sale",
        body: "Every used car reduced, one day only.",
        href: "/search/used-cars",
        imageUrl: "",
        startsOn: "2026-12-26",
        endsOn: "2026-12-26",
        display: "offers",
      },
    });
    expect(created).toMatchObject({ ok: true });
    const [row] = await db().select().from(promoNodes).where(eq(promoNodes.title, "Boxing Day Sale"));
    if (!row) throw new Error("promotion not saved");
    // Harbourside is in Sydney: AEDT, UTC+11, on Boxing Day.
    expect(row.startsAt.toISOString()).toBe("2026-12-25T13:00:00.000Z");
    expect(row.expiresAt.toISOString()).toBe("2026-12-26T13:00:00.000Z");
    expect(row.imageUrl).toBeNull();
    const opened = promoVersion(row);
    const fields = promoFieldsOf(row, "Australia/Sydney");
    expect(fields).toMatchObject({ startsOn: "2026-12-26", endsOn: "2026-12-26", display: "offers" });
    expect(
      await savePromo(db(), members.admin!, {
        siteId,
        id: row.id,
        version: opened,
        fields: { ...fields, body: "Two days!" },
      }),
    ).toMatchObject({ ok: true });
    expect(
      await savePromo(db(), manager, { siteId, id: row.id, version: opened, fields: { ...fields, title: "Late" } }),
    ).toEqual({ ok: false, errors: { form: roomMessages.conflict }, conflict: true });
    expect(
      await savePromo(db(), manager, { siteId, id: null, version: null, fields: { ...fields, endsOn: "2026-12-01" } }),
    ).toEqual({
      ok: false,
      errors: { endsOn: "The last day is on or after the first." },
    });
    const [line] = await auditOf("promo-tile-created");
    expect(line?.after).toMatchObject({ title: "Boxing Day Sale", display: "offers" });
  });
});
