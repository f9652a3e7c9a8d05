import { afterEach, describe, expect, it } from "vitest";
import { cacheSiteDataWhileHearing, invalidateSiteData, rememberSiteData } from "@/platform/site-data-cache";

// The rules of the site data cache (decision 030) with loads the test controls: what is kept, what a
// change during a read does, and that nothing is kept while the process cannot hear changes.

type Reader = { calls: number; read: () => Promise<{ siteId: string; name: string }> };

function reader(siteId: string, gate?: Promise<void>): Reader {
  const state: Reader = {
    calls: 0,
    read: async () => {
      state.calls += 1;
      const call = state.calls;
      await gate;
      return { siteId, name: `read ${call}` };
    },
  };
  return state;
}

const owner = (value: { siteId: string }) => value.siteId;
let keys = 0;
const newKey = () => `test:${(keys += 1)}`;

afterEach(() => cacheSiteDataWhileHearing(false));

describe("site data kept between requests", () => {
  it("reads every time, frozen, while the process hears no site changes", async () => {
    cacheSiteDataWhileHearing(false);
    const key = newKey();
    const site = reader("site-a");
    const first = await rememberSiteData(key, site.read, owner);
    await rememberSiteData(key, site.read, owner);
    expect(site.calls).toBe(2);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it("keeps a read until its site changes, and shares one read among requests that ask meanwhile", async () => {
    cacheSiteDataWhileHearing(true);
    const key = newKey();
    const site = reader("site-a");
    const [one, two] = await Promise.all([
      rememberSiteData(key, site.read, owner),
      rememberSiteData(key, site.read, owner),
    ]);
    expect(site.calls).toBe(1);
    expect(two).toBe(one);
    expect(await rememberSiteData(key, site.read, owner)).toBe(one);

    invalidateSiteData("site-b");
    expect(await rememberSiteData(key, site.read, owner)).toBe(one);
    invalidateSiteData("site-a");
    expect((await rememberSiteData(key, site.read, owner)).name).toBe("read 2");
    invalidateSiteData("*");
    expect((await rememberSiteData(key, site.read, owner)).name).toBe("read 3");
  });

  it("does not keep a read its site changed during, and keeps one another site changed during", async () => {
    cacheSiteDataWhileHearing(true);
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const changedKey = newKey();
    const changed = reader("site-a", gate);
    const otherKey = newKey();
    const other = reader("site-c", gate);
    const reads = Promise.all([
      rememberSiteData(changedKey, changed.read, owner),
      rememberSiteData(otherKey, other.read, owner),
    ]);
    invalidateSiteData("site-a");
    open();
    await reads;
    await rememberSiteData(changedKey, changed.read, owner);
    await rememberSiteData(otherKey, other.read, owner);
    expect(changed.calls).toBe(2);
    expect(other.calls).toBe(1);
  });

  it("keeps nothing for a value with no site, and forgets everything when it stops hearing", async () => {
    cacheSiteDataWhileHearing(true);
    const missKey = newKey();
    let misses = 0;
    const miss = () => {
      misses += 1;
      return Promise.resolve(null);
    };
    await rememberSiteData(missKey, miss, () => undefined);
    await rememberSiteData(missKey, miss, () => undefined);
    expect(misses).toBe(2);

    const key = newKey();
    const site = reader("site-a");
    await rememberSiteData(key, site.read, owner);
    cacheSiteDataWhileHearing(false);
    cacheSiteDataWhileHearing(true);
    await rememberSiteData(key, site.read, owner);
    expect(site.calls).toBe(2);
  });
});
