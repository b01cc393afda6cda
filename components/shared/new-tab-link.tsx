"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ExternalLink } from "lucide-react";
import { cn } from "@/lib/utils";

/** A text link to another site, opened in a new tab: the icon shows it, and screen readers are told. */
export function NewTabLink({
  href,
  children,
  className,
  gap = "sm",
}: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Between the text and the icon. */
  gap?: "sm" | "md";
}) {
  const t = useTranslations("common");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center text-primary underline-offset-4 hover:underline", gap === "md" ? "gap-1.5" : "gap-1", className)}
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">{t("opensInNewTab")}</span>
    </a>
  );
}
