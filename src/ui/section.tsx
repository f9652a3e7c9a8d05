import type { ComponentProps, ReactNode } from "react";
import { cardClass, type CardTone } from "./card";

// A titled block of a page: a <section> named by its own heading, so a screen reader's landmark list
// reads the page's outline. Every block of the vehicle and home pages is one.

export type SectionProps = Omit<ComponentProps<"section">, "title" | "aria-labelledby"> & {
  title: ReactNode;
  /** The heading's id; the section is labelled by it, and tests and anchors find it by it. */
  titleId: string;
  children: ReactNode;
  /** 'plain' sits on the page; the card tones put the block in a box. */
  tone?: "plain" | CardTone;
  /** 'lg' titles a page-wide block (home page rows); 'md' a block in a column. */
  size?: "md" | "lg";
  /** Beside the title, at its end: a 'View all' link, a count. */
  aside?: ReactNode;
};

const titleClass = { md: "text-xl font-bold", lg: "text-2xl font-bold" };
const titleGap = { md: "mb-3", lg: "mb-4" };

export function Section({
  title,
  titleId,
  children,
  tone = "plain",
  size = "md",
  aside,
  className,
  ...props
}: SectionProps) {
  const heading = (
    <h2 id={titleId} className={aside ? titleClass[size] : `${titleGap[size]} ${titleClass[size]}`}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={tone === "plain" ? className : cardClass({ tone, className })}
      {...props}
    >
      {aside ? (
        <div className={`${titleGap[size]} flex flex-wrap items-baseline justify-between gap-2`}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
