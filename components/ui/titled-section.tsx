import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

interface TitledSectionProps {
  title: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
  /** What sits beside the heading (a button, a counter); the heading and it share one row. */
  aside?: ReactNode;
  className?: string;
  headingClassName?: string;
  /** The row holding the heading and `aside`. */
  headerClassName?: string;
  /** `nav` for a table of contents and the like. */
  as?: "section" | "nav";
  children?: ReactNode;
}

/** A region named by its own heading, so screen readers list it by that name; the id is generated. */
export function TitledSection({
  title,
  level = 2,
  aside,
  className,
  headingClassName,
  headerClassName,
  as: Tag = "section",
  children,
}: TitledSectionProps) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={id} className={headingClassName}>
      {title}
    </Heading>
  );
  return (
    <Tag aria-labelledby={id} className={className}>
      {aside === undefined ? (
        heading
      ) : (
        <div className={cn("flex items-center justify-between gap-2", headerClassName)}>
          {heading}
          {aside}
        </div>
      )}
      {children}
    </Tag>
  );
}
