"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { CopyButton } from "@/components/ui/copy-button";
import { SecretField } from "@/components/ui/secret-field";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/utils";
import { useCopyToast } from "@/components/shared/copy-toast";

interface DetailFieldProps {
  label: string;
  children: ReactNode;
  /** When set, a copy button writes this text. */
  copyValue?: string | null;
  /** Layout of the pair in the card's grid (it must stay a direct child of the <dl>). */
  className?: string;
}

/** One labelled value of a detail card (a <dt>/<dd> pair inside the card's <dl>). */
export function DetailField({ label, children, copyValue, className }: DetailFieldProps) {
  const t = useTranslations("niches.detail");
  const copyToast = useCopyToast();
  return (
    <div className={cn("space-y-1", className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 text-sm">
        <div className="min-w-0 flex-1 break-words">{children}</div>
        {copyValue ? (
          <CopyButton
            value={copyValue}
            label={t("copy", { label })}
            copiedLabel={t("copied", { label })}
            onCopied={copyToast(label)}
            size="icon-xs"
          />
        ) : null}
      </dd>
    </div>
  );
}

/** A secret shown masked, with reveal and copy; `value` may be read only when the user asks. */
export function SecretDetailField({ label, value }: { label: string; value: string | (() => Promise<string>) }) {
  const t = useTranslations("niches.detail");
  const copyToast = useCopyToast();
  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd>
        <SecretField
          value={value}
          revealLabel={t("reveal", { label })}
          hideLabel={t("hide", { label })}
          copyLabel={t("copy", { label })}
          copiedLabel={t("copied", { label })}
          onCopied={copyToast(label)}
          onReadError={() => toast.error(t("secretReadError", { label }))}
        />
      </dd>
    </div>
  );
}
