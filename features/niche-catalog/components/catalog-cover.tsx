import { ImageOff } from "lucide-react";

interface CatalogCoverProps {
  src?: string;
  alt: string;
  noImageText: string;
  /** Loaded once near the viewport (a card further down a list). */
  lazy?: boolean;
  /** The page's largest paint (the detail's cover, the list's first card): fetched before the scripts. */
  first?: boolean;
}

/** A template's cover, or a "no image" placeholder of the same size; the caller's frame sets the size. */
export function CatalogCover({ src, alt, noImageText, lazy = false, first = false }: CatalogCoverProps) {
  if (!src) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
        <ImageOff aria-hidden className="size-8" />
        <span className="text-xs">{noImageText}</span>
      </div>
    );
  }
  // Uploaded previews are arbitrary sizes served by the API; next/image would need remote config.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt} loading={lazy ? "lazy" : undefined} fetchPriority={first ? "high" : undefined} />;
}
