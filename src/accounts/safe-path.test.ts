import { describe, expect, it } from "vitest";
import { safeRelativePath, safeReturnPath } from "./safe-path";

describe("redirect and back paths", () => {
  it("keep same-site relative paths with their query and hash", () => {
    expect(safeRelativePath("/cars/2021-toyota-corolla-abc")).toBe("/cars/2021-toyota-corolla-abc");
    expect(safeRelativePath("/search/used-cars?make=Toyota&page=2")).toBe("/search/used-cars?make=Toyota&page=2");
    expect(safeRelativePath("/finance?car_id=1#finance-form")).toBe("/finance?car_id=1#finance-form");
    expect(safeRelativePath("/")).toBe("/");
  });

  it.each([
    ["protocol-relative", "//evil.example/path"],
    ["backslash", "/\\evil.example"],
    ["backslashes", "\\\\evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["javascript scheme", "javascript:alert(1)"],
    ["data scheme", "data:text/html,<script>alert(1)</script>"],
    ["relative without slash", "cars/abc"],
    ["encoded slash", "/%2F%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["double-encoded slash", "/%252F%252Fevil.example"],
    ["tab inside", "/\t/evil.example"],
    ["newline inside", "/cars\n/abc"],
    ["encoded newline", "/%0a/evil.example"],
    ["broken encoding", "/%E0%A4%A"],
    ["empty", ""],
  ])("refuse %s", (_name, value) => {
    expect(safeRelativePath(value)).toBeNull();
  });

  it("refuse what is not a string", () => {
    expect(safeRelativePath(undefined)).toBeNull();
    expect(safeRelativePath(["/a"])).toBeNull();
    expect(safeRelativePath("/" + "a".repeat(3000))).toBeNull();
  });

  it("fall back to the default for an unsafe value or the sign-in page itself", () => {
    expect(safeReturnPath("//evil.example", "/")).toBe("/");
    expect(safeReturnPath("/sign-in?redirect=/x", "/my-garage")).toBe("/my-garage");
    expect(safeReturnPath(undefined, "/")).toBe("/");
    expect(safeReturnPath("/cars/abc", "/")).toBe("/cars/abc");
    expect(safeReturnPath(["/cars/abc", "//x"], "/")).toBe("/cars/abc");
  });
});
