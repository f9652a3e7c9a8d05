import { describe, expect, it } from "vitest";
import { demoStaff } from "./demo-staff";
import { maxPasswordLength, minPasswordLength, passwordProblem } from "./password-rules";

describe("staff password rules (ASVS 2.1)", () => {
  it("asks for at least 12 characters, counted as a person sees them", () => {
    expect(passwordProblem("short pass1")?.message).toBe("Use at least 12 characters.");
    expect(passwordProblem("horse staple")).toBeNull();
    // Four emoji are 8 UTF-16 units but 4 characters.
    expect(passwordProblem("🚗🚙🚕🚓 fast")?.message).toBe("Use at least 12 characters.");
    expect(minPasswordLength).toBe(12);
  });

  it("takes long passphrases of any characters, up to 128, without cutting them", () => {
    expect(passwordProblem("a".repeat(5) + " correct horse battery staple ".repeat(4))).toBeNull();
    expect(passwordProblem("Übermäßig lange Passphrase mit Umlauten")).toBeNull();
    expect(passwordProblem("abcd1234".repeat(16))).toBeNull();
    expect(passwordProblem(`${"abcd1234".repeat(16)}y`)?.message).toBe(`Use at most ${maxPasswordLength} characters.`);
  });

  it("refuses passwords from the breached list whatever their case, with no network call", () => {
    expect(passwordProblem("qwerty123456")?.message).toMatch(/most common in data breaches/);
    expect(passwordProblem("1Q2W3E4R5T6Y")?.message).toMatch(/most common in data breaches/);
    expect(passwordProblem("leavemealone")?.message).toMatch(/most common in data breaches/);
  });

  it("asks for no mix of kinds of character, but refuses one repeated", () => {
    expect(passwordProblem("all lower case words")).toBeNull();
    expect(passwordProblem("aaaaaaaaaaaaaaaa")?.message).toBe("Use more than a few different characters.");
  });

  it("refuses the account's own e-mail address", () => {
    expect(passwordProblem("max.manager@dealer.example", "Max.Manager@dealer.example")?.message).toMatch(/e-mail/);
  });

  it("holds the demo's own passwords to the same rules", () => {
    for (const member of demoStaff) expect(passwordProblem(member.password, member.email)).toBeNull();
  });
});
