"use client";

import type { ComponentProps } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";

/**
 * An in-app link prefetched when the pointer or the focus comes to it (a touch, on phones), not because
 * it is on screen: the sidebar, the breadcrumbs and a page's buttons show several on every visit, and
 * prefetching each cost more than the page's own data.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
