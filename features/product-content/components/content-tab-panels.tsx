"use client";
// The viewer's three tabs and their panels: radix Tabs, the preview with its actions and the table of
// contents.
import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CONTENT_TABS, type ContentTab } from "@/features/product-content/content-tabs";
import type { ContentMetadata } from "@/features/products/schemas";
import type { TocEntry } from "@/features/product-content/toc";
import { MarkdownTab } from "./markdown-tab";
import { MetadataTab } from "./metadata-tab";
import { PreviewTab } from "./preview-tab";

interface ContentTabPanelsProps {
  tab: ContentTab;
  onTabChange: (value: string) => void;
  title: string;
  markdown: string;
  toc: TocEntry[];
  metadata: ContentMetadata | null | undefined;
}

export function ContentTabPanels({ tab, onTabChange, title, markdown, toc, metadata }: ContentTabPanelsProps) {
  const t = useTranslations("productContent");
  return (
    <Tabs value={tab} onValueChange={onTabChange} spacing="loose">
      <TabsList aria-label={t("tabsLabel")} data-print-hide>
        {CONTENT_TABS.map((value: ContentTab) => (
          // radix switches on mouse down; a click (the keyboard's, or one React replays) switches too.
          <TabsTrigger key={value} value={value} padding="wide" onClick={() => value !== tab && onTabChange(value)}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="preview">
        <PreviewTab title={title} markdown={markdown} toc={toc} />
      </TabsContent>
      <TabsContent value="markdown">
        <MarkdownTab markdown={markdown} />
      </TabsContent>
      <TabsContent value="metadata">
        <MetadataTab metadata={metadata} />
      </TabsContent>
    </Tabs>
  );
}
