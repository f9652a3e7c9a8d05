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

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The comments as plain text on one line (for descriptions). */
export function dealerCommentsText(html: string): string {
  return decodeEntities(
    sanitizeDealerComments(html)
      .replace(/<\/(p|li)>|<br>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The comments as plain text that keeps their shape (for print and the PDF): each paragraph and
 * line on a line of its own, each list item a "• " line.
 */
export function dealerCommentsLines(html: string): string {
  return decodeEntities(
    sanitizeDealerComments(html)
      .replace(/<li>/g, "\n• ")
      .replace(/<\/(p|li|ul|ol)>|<(p|ul|ol)>|<br>/g, "\n")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "" && line !== "•")
    .join("\n");
}

/** A text run's characters, an entity (`&amp;`) counting as the one character it shows. */
function textCharacters(text: string): string[] {
  return text.match(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);|[\s\S]/gi) ?? [];
}

/**
 * The collapsed comments as HTML: the first `limit` characters of their text, cut at a word, with an
 * ellipsis, keeping the paragraphs, line breaks and lists they fall in (tags closed), so the short
 * view reads like the top of the full one. Takes sanitised HTML (`sanitizeDealerComments`).
 */
export function collapseComments(html: string, limit = commentsCollapseAt): { html: string; truncated: boolean } {
  const tokens = html.split(/(<\/?[a-z]+>)/);
  const total = tokens.reduce((sum, token) => sum + (token.startsWith("<") ? 0 : textCharacters(token).length), 0);
  if (total <= limit) return { html, truncated: false };
  const open: string[] = [];
  let output = "";
  let used = 0;
  for (const token of tokens) {
    const tag = /^<(\/)?([a-z]+)>$/.exec(token);
    if (tag) {
      const name = tag[2] ?? "";
      if (tag[1]) open.splice(open.lastIndexOf(name), 1);
      else if (name !== "br") open.push(name);
      output += token;
      continue;
    }
    const characters = textCharacters(token);
    if (used + characters.length <= limit) {
      output += token;
      used += characters.length;
      continue;
    }
    const part = characters.slice(0, limit - used);
    const atWord = part.lastIndexOf(" ");
    // Cut at the last word; a run with no space in reach is dropped whole when enough text is shown.
    const kept = atWord > 0 ? part.slice(0, atWord) : used > limit * 0.6 ? [] : part;
    output += `${kept.join("").trimEnd()}…`;
    break;
  }
  while (open.length > 0) output += `</${open.pop() ?? ""}>`;
  return { html: output, truncated: true };
}
