"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ArrowLeft } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ReadError, ReadLoading, useLoadFailureToast } from "@/components/shared/read-states";
import { useBreadcrumbNames } from "@/components/layout/breadcrumbs-context";
import { errorMessage } from "@/lib/http/api-error";
import { duplicateField, duplicateTextKey } from "@/lib/http/duplicate-conflict";
import { serverFieldErrors } from "@/lib/http/validation-errors";
import { useNiche } from "@/features/niches";
import { resolveMarket } from "@/lib/markets/markets";
import { useRevalidateProducts } from "@/features/products/hooks";
import { useQuery } from "@/lib/browser-data/use-query";
import { productFormQuery } from "@/features/products/product-form-query";
import { refreshRead } from "@/lib/read/read-view";
import { AmazonUrlRefused } from "@/features/products/amazon-url-refused";
import { createProduct, updateProduct } from "@/features/products/mutations";
import { productFormDefaults, type ProductFormValues } from "@/features/products/product-form-schema";
import { urlChangeResets } from "@/features/products/url-change";
import { ProductForm } from "./product-form";

type ProductFormScreenProps = { mode: "create"; nicheId: string | undefined } | { mode: "edit"; productId: string };

/** Create at /niches/{id}/products/new, edit at /products/{productId}/edit. */
export function ProductFormScreen(props: ProductFormScreenProps) {
  const t = useTranslations("products.form");
  const td = useTranslations("duplicates");
  const tc = useTranslations("common");
  const router = useRouter();
  const product = useQuery(props.mode === "edit" ? productFormQuery(props.productId) : null);
  const nicheId = props.mode === "create" ? props.nicheId : product.data?.niche_id?.toString();
  // The niche names the marketplace its products must come from.
  const niche = useNiche(nicheId);
  const nicheDomain = resolveMarket(niche.data?.mercado)?.dominio;
  const revalidateProducts = useRevalidateProducts();
  const backHref = nicheId ? `/niches/${nicheId}/products` : "/products";

  useBreadcrumbNames({ nicheName: niche.data?.name });

  useLoadFailureToast(product.error ?? niche.error, t("loadError"));

  const save = async (values: ProductFormValues) => {
    if (props.mode === "create" && !nicheId) throw new Error(t("missingNiche"));
    try {
      if (props.mode === "edit") {
        await updateProduct(props.productId, values);
        toast.success(t("updated"));
      } else {
        await createProduct(nicheId!, values);
        toast.success(t("created"));
      }
    } catch (error) {
      // The server's reason (another marketplace, not a product's page) is the field's message.
      const [refused] = serverFieldErrors(error, { amazon_url: { serverWords: true } }, { required: "required", invalid: "serverInvalid" } as const);
      if (refused) throw new AmazonUrlRefused(refused.serverText ?? t(refused.message));
      // The URL is the product's identity in its niche: a duplicate is that field's fault.
      const duplicate = duplicateField(error);
      if (duplicate) throw new AmazonUrlRefused(td(duplicateTextKey("product", duplicate)));
      throw new Error(errorMessage(error, t("saveError")));
    }
    void revalidateProducts();
    router.push(backHref);
  };

  const loading = props.mode === "edit" && !product.data && !product.error;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="flex items-start gap-3">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link href={backHref} aria-label={t("back")}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{props.mode === "create" ? t("newTitle") : t("editTitle")}</h1>
          <p className="text-muted-foreground">{props.mode === "create" ? t("newSubtitle") : t("editSubtitle")}</p>
        </div>
      </header>
      <Card layout="custom" className="flex-col gap-6 p-6">
        {props.mode === "create" && !nicheId ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("missingNiche")}</AlertDescription>
          </Alert>
        ) : loading ? (
          <ReadLoading label={t("loading")} />
        ) : product.error ? (
          <ReadError
            title={t("loadError")}
            retry={{ label: tc("retry"), onRetry: () => refreshRead(product), busy: product.isValidating }}
          />
        ) : (
          <ProductForm
            mode={props.mode}
            defaults={productFormDefaults(product.data)}
            confirmUrlChange={product.data ? urlChangeResets(product.data) : false}
            nicheDomain={nicheDomain}
            onSubmit={save}
            onCancel={() => router.push(backHref)}
          />
        )}
      </Card>
    </div>
  );
}
