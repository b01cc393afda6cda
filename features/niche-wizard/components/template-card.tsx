import Image from "next/image";
import { useTranslations } from "next-intl";
import { CheckCircle2, GitBranch, ImageOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { WizardTemplate } from "@/features/niche-wizard/template-query";

interface TemplateCardProps {
  template: WizardTemplate;
  selected: boolean;
  onSelect(id: number): void;
  autoFocus: boolean;
}

export function TemplateCard({ template, selected, onSelect, autoFocus }: TemplateCardProps) {
  const t = useTranslations("wizard.project");
  const images = template.images ?? [];
  const [first] = images;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(template.id)}
      data-autofocus={autoFocus ? "" : undefined}
      className={cn(
        "flex h-full w-full flex-col overflow-hidden rounded-lg border bg-card text-left transition-colors hover:bg-accent",
        selected && "border-primary ring-2 ring-primary/40",
      )}
    >
      <span className="relative block aspect-video w-full bg-muted">
        {first ? (
          // Catalogue images come from uploads or any host: no optimisation pipeline applies.
          <Image src={first} alt={t("imageAlt", { name: template.name })} fill unoptimized className="object-cover" sizes="(min-width: 1024px) 33vw, 100vw" />
        ) : (
          <span className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff aria-hidden className="size-5" />
            {t("noImage")}
          </span>
        )}
        {images.length > 1 ? (
          <span className="absolute right-2 bottom-2 rounded bg-background/90 px-2 py-0.5 text-xs font-medium">
            {t("moreImages", { count: images.length - 1 })}
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="flex items-center gap-2 font-semibold">
          {template.name}
          {selected ? <CheckCircle2 role="img" aria-label={t("selected")} className="ml-auto size-5 text-primary" /> : null}
        </span>
        <span className="line-clamp-3 text-sm text-muted-foreground">{template.description || t("noDescription")}</span>
        <Badge variant="secondary" className="mt-auto w-fit gap-1">
          <GitBranch aria-hidden className="size-3" />
          {t("repository")}
        </Badge>
      </span>
    </button>
  );
}
