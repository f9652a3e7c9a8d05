import { DealerCommentsBlock } from "../components/dealer-comments-block";
import { collapseComments, sanitizeDealerComments } from "../dealer-comments";

/** The dealer's comments, sanitised, collapsed past the site's length. */
export function CommentsSection({
  title,
  comments,
  collapseAt,
  pendingText,
}: {
  title: string;
  comments: string | null;
  collapseAt: number;
  pendingText: string;
}) {
  const html = comments ? sanitizeDealerComments(comments) : "";
  const collapsed = collapseComments(html, collapseAt);
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title" className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <DealerCommentsBlock
        html={html}
        collapsedHtml={collapsed.html}
        truncated={collapsed.truncated}
        pendingText={pendingText}
      />
    </section>
  );
}
