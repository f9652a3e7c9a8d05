// Customer reviews as the site shows them: which to list, the average to one decimal, and the star
// row (up to four full stars and a partial one, so 4.6 reads as four and three fifths).

export type Review = {
  id: string;
  customerName: string;
  text: string;
  rating: number;
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
};

/** How many Google reviews a list shows at full quantity (`reviews.googleReviewsCount`'s default). */
export const defaultReviewsShown = 12;

export const starCount = 5;

/** A rating rounded to one decimal, as the badge and stars read it. */
export function roundRating(rating: number): number {
  return Math.round(Math.min(starCount, Math.max(0, rating)) * 10) / 10;
}

/** "4.6" */
export function formatRating(rating: number): string {
  return roundRating(rating).toFixed(1);
}

/**
 * How full each of the five stars is (0 to 1): up to four full stars, then one partial star holding
 * the rest of the rating (a whole 5 fills it), then empty ones.
 */
export function starFills(rating: number): number[] {
  const value = roundRating(rating);
  const full = Math.min(starCount - 1, Math.floor(value));
  const partial = Math.round((value - full) * 10) / 10;
  return Array.from({ length: starCount }, (_, index) => (index < full ? 1 : index === full ? partial : 0));
}

/** The reviews a list shows: at or above the minimum rating, newest first, at most `limit`. */
export function reviewsToShow(reviews: readonly Review[], minimumRating: number, limit: number): Review[] {
  return reviews
    .filter((review) => review.rating >= minimumRating)
    .sort((a, b) => b.reviewDate.localeCompare(a.reviewDate) || a.id.localeCompare(b.id))
    .slice(0, limit);
}
