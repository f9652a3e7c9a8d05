import { describe, expect, it } from "vitest";
import { z } from "./zod";

// zod's default messages become sentences (issue 28): no API answer shows "Invalid input: …".

const first = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("zod's messages", () => {
  it("say what a field needs, in words", () => {
    const schema = z.object({
      condition: z.object({ tyres: z.enum(["new", "good", "worn"]) }),
      km: z.number().int().min(0).max(999_999),
      name: z.string().min(1).max(5),
      email: z.email(),
      photos: z.array(z.string()).max(1),
    });
    expect(first(schema, {})).toEqual([
      "condition: is required",
      "km: is required",
      "name: is required",
      "email: is required",
      "photos: is required",
    ]);
    expect(first(schema, { condition: { tyres: "bald" }, km: -1, name: "", email: "me@", photos: ["a", "b"] })).toEqual(
      [
        'condition.tyres: must be one of "new", "good", "worn"',
        "km: must be at least 0",
        "name: must not be empty",
        "email: must be an e-mail address",
        "photos: must have at most 1 item",
      ],
    );
    expect(first(z.object({ km: z.number() }), { km: "12" })).toEqual(["km: must be a number"]);
    expect(first(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toEqual([": has a field it does not take: b"]);
  });

  it("keep a schema's own message", () => {
    expect(first(z.object({ price: z.number({ error: "price must be a number" }) }), {})).toEqual([
      "price: price must be a number",
    ]);
  });

  it("never show zod's raw wording for a missing object", () => {
    const messages = first(z.object({ condition: z.object({ tyres: z.string() }) }), {});
    expect(messages.join(" ")).not.toMatch(/Invalid input|expected object|received undefined/);
  });
});
