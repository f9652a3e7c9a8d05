import { describe, expect, it } from "vitest";
import { collapseComments, dealerCommentsLines, dealerCommentsText, sanitizeDealerComments } from "./dealer-comments";

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

describe("as text", () => {
  it("runs the comments onto one line for a description", () => {
    expect(dealerCommentsText("<p>One&nbsp;owner</p><ul><li>Logbooks</li></ul>")).toBe("One owner Logbooks");
  });

  it("keeps paragraphs, line breaks and list items on lines of their own for print", () => {
    expect(
      dealerCommentsLines(
        "<p>One&nbsp;owner.<br>Logbooks.</p><p>Highlights include:</p><ul><li>Dual Zone Climate Control</li><li><strong>Tyre</strong> Pressure Monitor</li><li> </li></ul><p>Call &amp; book.</p>",
      ),
    ).toBe(
      "One owner.\nLogbooks.\nHighlights include:\n• Dual Zone Climate Control\n• Tyre Pressure Monitor\nCall & book.",
    );
  });
});

describe("collapsing", () => {
  const listed =
    "<p>Highlights include:</p><ul>" +
    ["Dual Zone Climate Control", "Tyre Pressure Monitor", "Leather Steering Wheel", "Reversing Camera"]
      .map((item) => `<li>${item}</li>`)
      .join("") +
    "</ul>";

  it("cuts the text at 400 characters on a word", () => {
    const collapsed = collapseComments(`<p>${"word ".repeat(120).trim()}</p>`);
    expect(collapsed.truncated).toBe(true);
    const text = dealerCommentsText(collapsed.html);
    expect(text.length).toBeLessThanOrEqual(401);
    expect(text.endsWith("word…")).toBe(true);
    expect(collapsed.html.endsWith("word…</p>")).toBe(true);
    expect(collapseComments("<p>short</p>")).toEqual({ html: "<p>short</p>", truncated: false });
  });

  it("keeps the paragraphs and list items it shows, closing what it cuts into", () => {
    const collapsed = collapseComments(listed, 75);
    expect(collapsed).toEqual({
      html: "<p>Highlights include:</p><ul><li>Dual Zone Climate Control</li><li>Tyre Pressure Monitor</li><li>Leather…</li></ul>",
      truncated: true,
    });
  });

  it("counts an entity as the one character it shows", () => {
    expect(collapseComments("<p>R&amp;D</p>", 3)).toEqual({ html: "<p>R&amp;D</p>", truncated: false });
    expect(collapseComments("<p>R&amp;D and more</p>", 4).html).toBe("<p>R&amp;D…</p>");
  });
});
