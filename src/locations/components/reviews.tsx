import { cardClass } from "@/ui/card";
import { Section } from "@/ui/section";
import { formatRating, starFills, type Review } from "../reviews";

// The star row, the Google-style reviews badge and the reviews list. Server-rendered; no script.

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of 5`}
      className={`inline-flex gap-0.5 ${className ?? ""}`}
      data-testid="star-rating"
    >
      {starFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-block h-4 w-4" aria-hidden="true" data-fill={fill}>
          <svg viewBox="0 0 20 20" className="absolute inset-0 h-4 w-4 text-gray-300" fill="currentColor">
            <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
          </svg>
          <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
            <svg viewBox="0 0 20 20" className="h-4 w-4 text-amber-500" fill="currentColor">
              <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
            </svg>
          </span>
        </span>
      ))}
    </span>
  );
}

export function ReviewsBadge({ averageRating, count }: { averageRating: number; count: number }) {
  return (
    <div
      className={cardClass({ tone: "raised", className: "inline-flex items-center gap-3" })}
      data-testid="reviews-badge"
    >
      <span className="text-sm font-bold tracking-wide" aria-hidden="true">
        <span className="text-[#4285f4]">G</span>
        <span className="text-[#ea4335]">o</span>
        <span className="text-[#fbbc05]">o</span>
        <span className="text-[#4285f4]">g</span>
        <span className="text-[#34a853]">l</span>
        <span className="text-[#ea4335]">e</span>
      </span>
      <span className="text-2xl font-extrabold">{formatRating(averageRating)}</span>
      <span className="flex flex-col">
        <StarRating rating={averageRating} />
        <span className="text-xs text-muted">
          Based on {count} {count === 1 ? "review" : "reviews"}
        </span>
      </span>
    </div>
  );
}

function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

export function ReviewsList({ reviews, titleId = "reviews-title" }: { reviews: readonly Review[]; titleId?: string }) {
  if (reviews.length === 0) return null;
  return (
    <Section titleId={titleId} title="What our customers say" data-testid="reviews-list">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id} className={cardClass()} data-testid="review">
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold">{review.customerName}</p>
              <time dateTime={review.reviewDate} className="text-xs text-muted">
                {formatDate(review.reviewDate)}
              </time>
            </div>
            <StarRating rating={review.rating} className="my-1" />
            <p className="text-sm">{review.text}</p>
            {review.replyText ? (
              <div className="mt-2 border-l-2 border-primary pl-3 text-sm text-muted">
                <p className="font-semibold">Reply from the dealer</p>
                <p>{review.replyText}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
