// The filter-string language of multiSearch and findByFilter (similar cars, featured lists): small,
// close to the search service the product was built against, and evaluated straight to bitsets.
//
//   filter     := (empty) | or
//   or         := and ("OR" and)*
//   and        := unary ("AND" unary)*
//   unary      := "NOT" unary | "(" or ")" | comparison
//   comparison := attribute ":" value                  equal (a multi-valued facet: contains)
//               | attribute ":" number "TO" number     numeric, both ends inclusive
//               | attribute (">" | ">=" | "<" | "<=") number
//   value      := bare word | "double-quoted string"   (\" and \\ escape inside quotes)
//
// AND binds tighter than OR; NOT tighter than both. Keywords are upper case; anything else is a
// word, so `make:Toyota and ...` is an error, not a silent match. Attributes are the facet names plus
// `id` and `slug`; values compare exactly as the facet shows them (certified:true, seats:7,
// make_model:"Toyota > Corolla"). Ranges and comparisons take the numeric facets (km, price,
// subscription_price, year, created_at_timestamp). A car without a value fails every comparison on
// it, and passes its NOT. Examples:
//
//   status:in_stock AND price:20000 TO 40000 AND NOT id:"8c1f…"
//   (body:SUV OR body:"People Mover") AND year >= 2020
//
// A malformed filter throws FilterSyntaxError naming the 0-based character position.

import { isKeywordFacet, isNumericFacet } from "./attributes";
import { andInto, andNotInto, emptyBitset, orInto, setBit, type Bitset } from "./bitset";
import { docNumberOf, type SearchIndex } from "./build";
import { keywordFacets, numericFacets, type KeywordFacet, type NumericFacet } from "./types";

export class FilterSyntaxError extends Error {
  readonly position: number;
  readonly filter: string;
  constructor(message: string, filter: string, position: number) {
    super(`Filter syntax error at position ${position}: ${message} (in ${JSON.stringify(filter)})`);
    this.name = "FilterSyntaxError";
    this.position = position;
    this.filter = filter;
  }
}

export type FilterNode =
  | { kind: "all" }
  | { kind: "and" | "or"; items: FilterNode[] }
  | { kind: "not"; item: FilterNode }
  | { kind: "equals"; attribute: KeywordFacet | "id" | "slug"; value: string }
  | { kind: "number"; attribute: NumericFacet; min: number; max: number; minOpen: boolean; maxOpen: boolean };

type Token =
  | { type: "word" | "quoted"; text: string; at: number }
  | { type: "(" | ")" | ":" | ">" | ">=" | "<" | "<=" | "end"; text: string; at: number };

const keywords = new Set(["AND", "OR", "NOT", "TO"]);

function describe(token: Token): string {
  if (token.type === "end") return "the end of the filter";
  if (token.type === "quoted") return `"${token.text}"`;
  return token.type === "word" && keywords.has(token.text) ? token.text : `"${token.text}"`;
}

function tokenize(filter: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < filter.length) {
    const char = filter.charAt(at);
    if (/\s/u.test(char)) {
      at += 1;
    } else if (char === "(" || char === ")" || char === ":") {
      tokens.push({ type: char, text: char, at });
      at += 1;
    } else if (char === ">" || char === "<") {
      const type = filter.charAt(at + 1) === "=" ? (char === ">" ? ">=" : "<=") : char;
      tokens.push({ type, text: type, at });
      at += type.length;
    } else if (char === '"') {
      let text = "";
      let end = at + 1;
      for (;;) {
        if (end >= filter.length) throw new FilterSyntaxError("unterminated quoted value", filter, at);
        const next = filter.charAt(end);
        if (next === '"') break;
        if (next === "\\" && end + 1 < filter.length) {
          text += filter.charAt(end + 1);
          end += 2;
        } else {
          text += next;
          end += 1;
        }
      }
      tokens.push({ type: "quoted", text, at });
      at = end + 1;
    } else {
      let end = at;
      while (end < filter.length && !/[\s():<>"]/u.test(filter.charAt(end))) end += 1;
      tokens.push({ type: "word", text: filter.slice(at, end), at });
      at = end;
    }
  }
  tokens.push({ type: "end", text: "", at: filter.length });
  return tokens;
}

const attributeList = [...keywordFacets, ...numericFacets, "id", "slug"].join(", ");

class Parser {
  private position = 0;
  constructor(
    private readonly filter: string,
    private readonly tokens: Token[],
  ) {}

  private peek(): Token {
    return this.tokens[this.position] ?? { type: "end", text: "", at: this.filter.length };
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== "end") this.position += 1;
    return token;
  }

  private isKeyword(text: string): boolean {
    const token = this.peek();
    return token.type === "word" && token.text === text;
  }

  private fail(message: string, token: Token): never {
    throw new FilterSyntaxError(message, this.filter, token.at);
  }

  parse(): FilterNode {
    if (this.peek().type === "end") return { kind: "all" };
    const node = this.or();
    const rest = this.peek();
    if (rest.type !== "end") this.fail(`expected AND, OR or the end of the filter, found ${describe(rest)}`, rest);
    return node;
  }

  private or(): FilterNode {
    const items = [this.and()];
    while (this.isKeyword("OR")) {
      this.next();
      items.push(this.and());
    }
    return items.length === 1 && items[0] ? items[0] : { kind: "or", items };
  }

  private and(): FilterNode {
    const items = [this.unary()];
    while (this.isKeyword("AND")) {
      this.next();
      items.push(this.unary());
    }
    return items.length === 1 && items[0] ? items[0] : { kind: "and", items };
  }

  private unary(): FilterNode {
    if (this.isKeyword("NOT")) {
      this.next();
      return { kind: "not", item: this.unary() };
    }
    const token = this.peek();
    if (token.type === "(") {
      this.next();
      const inner = this.or();
      const close = this.next();
      if (close.type !== ")")
        this.fail(`expected ")" to close the "(" at position ${token.at}, found ${describe(close)}`, close);
      return inner;
    }
    return this.comparison();
  }

  private number(token: Token, attribute: string): number {
    const value = token.type === "word" || token.type === "quoted" ? Number(token.text) : Number.NaN;
    if (token.text.trim() === "" || !Number.isFinite(value)) {
      this.fail(`expected a number for ${attribute}, found ${describe(token)}`, token);
    }
    return value;
  }

  private comparison(): FilterNode {
    const name = this.next();
    if (name.type !== "word" || keywords.has(name.text)) {
      this.fail(`expected an attribute name, found ${describe(name)}`, name);
    }
    const attribute = name.text;
    if (isNumericFacet(attribute)) return this.numericComparison(attribute);
    if (isKeywordFacet(attribute) || attribute === "id" || attribute === "slug") {
      const operator = this.next();
      if (operator.type !== ":") {
        const hint =
          operator.type.startsWith(">") || operator.type.startsWith("<")
            ? " (comparisons need a numeric attribute)"
            : "";
        this.fail(`expected ":" after "${attribute}", found ${describe(operator)}${hint}`, operator);
      }
      return { kind: "equals", attribute, value: this.value(attribute) };
    }
    this.fail(`unknown attribute "${attribute}"; expected one of ${attributeList}`, name);
  }

  private value(attribute: string): string {
    const value = this.next();
    if (value.type !== "quoted" && (value.type !== "word" || keywords.has(value.text))) {
      this.fail(
        `expected a value after "${attribute}:", found ${describe(value)} (quote a value that is a keyword or has spaces)`,
        value,
      );
    }
    return value.text;
  }

  private numericComparison(attribute: NumericFacet): FilterNode {
    const operator = this.next();
    if (operator.type === ">" || operator.type === ">=" || operator.type === "<" || operator.type === "<=") {
      const value = this.number(this.next(), attribute);
      const above = operator.type === ">" || operator.type === ">=";
      return {
        kind: "number",
        attribute,
        min: above ? value : Number.NEGATIVE_INFINITY,
        max: above ? Number.POSITIVE_INFINITY : value,
        minOpen: operator.type === ">",
        maxOpen: operator.type === "<",
      };
    }
    if (operator.type !== ":") {
      this.fail(
        `expected ":" or a comparison (>, >=, <, <=) after "${attribute}", found ${describe(operator)}`,
        operator,
      );
    }
    const min = this.number(this.next(), attribute);
    if (!this.isKeyword("TO")) return { kind: "number", attribute, min, max: min, minOpen: false, maxOpen: false };
    this.next();
    const max = this.number(this.next(), attribute);
    return { kind: "number", attribute, min, max, minOpen: false, maxOpen: false };
  }
}

export function parseFilter(filter: string): FilterNode {
  return new Parser(filter, tokenize(filter)).parse();
}

/** The cars the filter selects. */
export function evaluateFilter(index: SearchIndex, node: FilterNode): Bitset {
  switch (node.kind) {
    case "all":
      return index.all.slice();
    case "and": {
      const [first, ...rest] = node.items;
      const set = first ? evaluateFilter(index, first) : index.all.slice();
      for (const item of rest) andInto(set, evaluateFilter(index, item));
      return set;
    }
    case "or": {
      const set = emptyBitset(index.size);
      for (const item of node.items) orInto(set, evaluateFilter(index, item));
      return set;
    }
    case "not": {
      const set = index.all.slice();
      andNotInto(set, evaluateFilter(index, node.item));
      return set;
    }
    case "equals": {
      const set = emptyBitset(index.size);
      if (node.attribute === "id" || node.attribute === "slug") {
        const doc = docNumberOf(index, node.attribute, node.value);
        if (doc !== undefined) setBit(set, doc);
        return set;
      }
      const column = index.keyword[node.attribute];
      const id = column.valueIds.get(node.value);
      const bits = id === undefined ? undefined : column.bitsets[id];
      if (bits) orInto(set, bits);
      return set;
    }
    case "number": {
      const column = index.numeric[node.attribute];
      const set = emptyBitset(index.size);
      for (let doc = 0; doc < column.length; doc += 1) {
        const value = column[doc] ?? Number.NaN;
        const aboveMin = node.minOpen ? value > node.min : value >= node.min;
        const belowMax = node.maxOpen ? value < node.max : value <= node.max;
        if (aboveMin && belowMax) setBit(set, doc);
      }
      return set;
    }
  }
}
