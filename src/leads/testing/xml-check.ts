// A small XML well-formedness check for tests: one root element, every tag closed in order, quoted
// attributes, only the five predefined entities or character references, no stray '<' or '&'.
// Enough to prove a generated ADF document parses; not a general XML parser.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const name = "[A-Za-z_][\\w.-]*";
const attribute = new RegExp(`\\s+(${name})\\s*=\\s*("[^"<]*"|'[^'<]*')`, "gy");
const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decode(text: string): string {
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`Bare '&' in "${text}"`);
  return text.replace(entity, (match) => {
    const named: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
    if (named[match]) return named[match];
    const code = match.startsWith("&#x") ? parseInt(match.slice(3, -1), 16) : parseInt(match.slice(2, -1), 10);
    return String.fromCodePoint(code);
  });
}

/** Parses `xml` or throws, naming the first problem. */
export function parseXml(xml: string): XmlElement {
  let position = 0;
  const skipProlog = () => {
    for (;;) {
      const rest = xml.slice(position);
      const space = /^\s+/.exec(rest);
      if (space) {
        position += space[0].length;
        continue;
      }
      if (rest.startsWith("<?")) {
        const end = xml.indexOf("?>", position);
        if (end < 0) throw new Error("Unclosed processing instruction");
        position = end + 2;
        continue;
      }
      if (rest.startsWith("<!--")) {
        const end = xml.indexOf("-->", position);
        if (end < 0) throw new Error("Unclosed comment");
        position = end + 3;
        continue;
      }
      return;
    }
  };

  const parseElement = (): XmlElement => {
    const open = new RegExp(`<(${name})`, "y");
    open.lastIndex = position;
    const start = open.exec(xml);
    if (!start?.[1]) throw new Error(`Expected an element at ${position}`);
    const element: XmlElement = { name: start[1], attributes: {}, children: [], text: "" };
    position = open.lastIndex;
    for (;;) {
      attribute.lastIndex = position;
      const match = attribute.exec(xml);
      if (!match?.[1] || !match[2]) break;
      if (Object.hasOwn(element.attributes, match[1])) throw new Error(`Duplicate attribute ${match[1]}`);
      element.attributes[match[1]] = decode(match[2].slice(1, -1));
      position = attribute.lastIndex;
    }
    const close = /\s*(\/?)>/y;
    close.lastIndex = position;
    const end = close.exec(xml);
    if (!end) throw new Error(`Malformed start tag <${element.name}> at ${position}`);
    position = close.lastIndex;
    if (end[1] === "/") return element;
    for (;;) {
      const next = xml.indexOf("<", position);
      if (next < 0) throw new Error(`<${element.name}> is never closed`);
      element.text += decode(xml.slice(position, next));
      position = next;
      if (xml.startsWith("</", position)) {
        const closing = new RegExp(`</(${name})\\s*>`, "y");
        closing.lastIndex = position;
        const closed = closing.exec(xml);
        if (closed?.[1] !== element.name)
          throw new Error(`<${element.name}> closed by ${xml.slice(position, position + 20)}`);
        position = closing.lastIndex;
        return element;
      }
      if (xml.startsWith("<!--", position)) {
        const endComment = xml.indexOf("-->", position);
        if (endComment < 0) throw new Error("Unclosed comment");
        position = endComment + 3;
        continue;
      }
      element.children.push(parseElement());
    }
  };

  skipProlog();
  const root = parseElement();
  skipProlog();
  if (position !== xml.length) throw new Error(`Content after the root element at ${position}`);
  return root;
}

/** Children of `element` along a path of names, e.g. find(root, "prospect", "customer"). */
export function findAll(element: XmlElement, ...path: string[]): XmlElement[] {
  let level = [element];
  for (const step of path) level = level.flatMap((parent) => parent.children.filter((child) => child.name === step));
  return level;
}
