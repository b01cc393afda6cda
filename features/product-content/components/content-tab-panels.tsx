"use client";
// The viewer's three tabs and their panels: radix Tabs, the preview with its actions and the table of
// contents.
import dynamic from "next/dynamic";
import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CONTENT_TABS, type ContentTab } from "@/features/product-content/content-tabs";
import type { ContentMetadata } from "@/features/products/schemas";
import type { TocEntry } from "@/features/product-content/toc";
import { PreviewTab } from "./preview-tab";

// What the preview does not show loads apart, both tabs at once, when one is first shown; each still
// renders on the server when the page opens on it.
const loadOtherTabs = () => import("./other-tabs");
const MarkdownTab = dynamic(() => loadOtherTabs().then((m) => m.MarkdownTab));
const MetadataTab = dynamic(() => loadOtherTabs().then((m) => m.MetadataTab));

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
        <Suspense fallback={null}>
          <MarkdownTab markdown={markdown} />
        </Suspense>
      </TabsContent>
      <TabsContent value="metadata">
        <Suspense fallback={null}>
          <MetadataTab metadata={metadata} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
