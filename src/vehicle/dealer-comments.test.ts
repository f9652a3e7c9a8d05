import { describe, expect, it } from "vitest";
import { collapseComments, dealerCommentsText, sanitizeDealerComments } from "./dealer-comments";

describe("sanitizeDealerComments", () => {
  it("keeps simple formatting and strips attributes", () => {
    expect(sanitizeDealerComments('<p class="x" onclick="steal()">Hi <strong>there</strong></p>')).toBe(
      "<p>Hi <strong>there</strong></p>",
    );
    expect(sanitizeDealerComments("<ul><li>One</li><li>Two</li></ul>")).toBe("<ul><li>One</li><li>Two</li></ul>");
  });

  it("drops scripts, styles, links and images but keeps their text where it is text", () => {
    expect(sanitizeDealerComments('<p>Call<script>alert(1)</script> us <a href="http://x">now</a></p>')).toBe(
      "<p>Call us now</p>",
    );
    expect(sanitizeDealerComments('<img src=x onerror="alert(1)"><style>p{}</style>Text')).toBe("Text");
  });

  it("escapes stray angle brackets and ampersands, keeps entities", () => {
    expect(sanitizeDealerComments("5 < 6 & R&amp;D")).toBe("5 &lt; 6 &amp; R&amp;D");
  });

  it("closes what the feed left open", () => {
    expect(sanitizeDealerComments("<p><strong>Bold")).toBe("<p><strong>Bold</strong></p>");
    expect(sanitizeDealerComments("<p>a</strong></p>")).toBe("<p>a</p>");
  });
});

describe("collapsing", () => {
  it("turns comments into text", () => {
    expect(dealerCommentsText("<p>One&nbsp;owner</p><ul><li>Logbooks</li></ul>")).toBe("One owner Logbooks");
  });

  it("cuts at 400 characters on a word", () => {
    const long = "word ".repeat(120);
    const collapsed = collapseComments(long.trim());
    expect(collapsed.truncated).toBe(true);
    expect(collapsed.text.length).toBeLessThanOrEqual(401);
    expect(collapsed.text.endsWith("word…")).toBe(true);
    expect(collapseComments("short")).toEqual({ text: "short", truncated: false });
  });
});
