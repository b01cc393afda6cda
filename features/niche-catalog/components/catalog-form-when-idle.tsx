"use client";

import { LiveWhenIdle } from "@/components/shared/live-when-idle";
import { lazyModule } from "@/lib/lazy/lazy-module";
import type { CatalogFormItem } from "@/features/niche-catalog/form-schema";

// The form (react-hook-form, its fields) is not part of the page's first load: the server's form is on
// screen until it is.
const catalogForm = lazyModule(() => import("./catalog-form"));

export function CatalogFormWhenIdle({ item }: { item?: CatalogFormItem }) {
  return <LiveWhenIdle module={catalogForm} render={(m) => <m.CatalogForm item={item} />} />;
}
