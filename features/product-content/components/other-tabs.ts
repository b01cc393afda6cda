// The viewer's tabs besides the preview, gathered so they load as one part (see ./content-tab-panels.tsx).
export { MarkdownTab } from "./markdown-tab";
export { MetadataTab } from "./metadata-tab";
