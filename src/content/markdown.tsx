import { Link } from "@/ui/link";
import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { isTradeInPath } from "@/sites/trade-in";

// A dealer's page body. react-markdown builds React elements from the Markdown and ignores raw HTML,
// so a page cannot carry a script or a style; GitHub-flavoured tables and lists are on. Headings start
// at h2 (the page's title is its h1). Internal links use Next's Link, external ones open in a new tab.
// The shopper's page and the console's live preview both render a body through `ContentBody`, so what
// staff see beside the editor is what the site will show.

function MarkdownLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (href?.startsWith("/")) {
    return (
      <Link href={href} className="font-semibold text-primary underline">
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className="font-semibold text-primary underline" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const baseComponents: Components = {
  h1: ({ children }) => <h2 className="mt-8 mb-3 text-2xl font-bold">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 mb-3 text-2xl font-bold">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 mb-2 text-xl font-semibold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-4 mb-2 font-semibold">{children}</h4>,
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-l-4 border-primary pl-4 text-muted">{children}</blockquote>
  ),
  table: ({ children }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b-2 border-border px-3 py-2 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-border px-3 py-2 align-top">{children}</td>,
  a: MarkdownLink,
  img: () => null,
};

/**
 * `isLive`: whether an internal link goes to a page the site has (a site without trade-in has no
 * /trade-in); a link that does not is shown as its text. `linkOrigin`: where internal links point
 * when the body is shown off the site (the console's preview, on the console's own host), opened in
 * a new tab there.
 */
export function Markdown({
  children,
  isLive,
  linkOrigin,
}: {
  children: string;
  isLive?: ((href: string) => boolean) | undefined;
  linkOrigin?: string | undefined;
}) {
  const components: Components =
    isLive || linkOrigin
      ? {
          ...baseComponents,
          a: (props) => {
            const internal = props.href?.startsWith("/") === true;
            if (internal && isLive && props.href && !isLive(props.href)) return <>{props.children}</>;
            const href = internal && linkOrigin ? `${linkOrigin}${props.href}` : props.href;
            return <MarkdownLink href={href}>{props.children}</MarkdownLink>;
          },
        }
      : baseComponents;
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {children}
    </ReactMarkdown>
  );
}

/**
 * A page's or post's body as its site shows it: the site's link rule applied (no link to the trade-in
 * flow where the site does not offer it).
 */
export function ContentBody({
  body,
  tradeIn,
  linkOrigin,
}: {
  body: string;
  /** Whether the site offers trade-in valuations (`tradeInOffered`). */
  tradeIn: boolean;
  linkOrigin?: string;
}) {
  return (
    <Markdown isLive={tradeIn ? undefined : (href) => !isTradeInPath(href)} linkOrigin={linkOrigin}>
      {body}
    </Markdown>
  );
}
