// Dealer comments arrive as HTML from stock feeds. Only simple formatting survives: the allowed tags
// without any attribute; every other tag is dropped and text is escaped, so a feed can never inject
// script, styles or links into a dealer's page.

const allowedTags = new Set(["p", "ul", "ol", "li", "strong", "b", "em", "i", "br"]);
const voidTags = new Set(["br"]);

/** Characters of text shown before 'Show More'. */
export const commentsCollapseAt = 400;

function escapeText(text: string): string {
  // Keep entities the feed already wrote (&amp; &nbsp; &#39;) and escape everything else.
  return text
    .replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

export function sanitizeDealerComments(html: string): string {
  let output = "";
  const open: string[] = [];
  // A tag starts with "<" straight before its name, as browsers read it; "5 < 6" is text.
  const pattern = /<(\/)?([a-z][a-z0-9]*)\b[^>]*>|<!--[\s\S]*?-->/gi;
  let last = 0;
  let skipping: string | null = null;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (!skipping) output += escapeText(html.slice(last, match.index));
    last = pattern.lastIndex;
    const closing = match[1] === "/";
    const name = match[2]?.toLowerCase();
    if (!name) continue;
    // The content of script and style is code, not comments: drop it whole.
    if (name === "script" || name === "style") {
      skipping = closing ? null : name;
      continue;
    }
    if (skipping || !allowedTags.has(name)) continue;
    if (voidTags.has(name)) {
      if (!closing) output += `<${name}>`;
    } else if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close anything left open inside it, so the output is always well nested.
      while (open.length > at) output += `</${open.pop() ?? name}>`;
    } else {
      open.push(name);
      output += `<${name}>`;
    }
  }
  if (!skipping) output += escapeText(html.slice(last));
  while (open.length > 0) output += `</${open.pop() ?? ""}>`;
  return output.trim();
}

/** The comments as plain text (for the collapsed view, descriptions and print). */
export function dealerCommentsText(html: string): string {
  return sanitizeDealerComments(html)
    .replace(/<\/(p|li)>|<br>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** The collapsed text: the first 400 characters, cut at a word, with an ellipsis. */
export function collapseComments(text: string, limit = commentsCollapseAt): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const atWord = cut.lastIndexOf(" ");
  return { text: `${(atWord > limit * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`, truncated: true };
}
