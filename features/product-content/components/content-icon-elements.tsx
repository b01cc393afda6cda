// Rendered on the server by the viewer's page (see content-icons.tsx).
import { ArrowLeft, BookOpen, Check, Copy, Download, Maximize2, Pencil, Printer, RefreshCw, Share2, X } from "lucide-react";
import type { ContentIcons } from "./content-icons";

export const CONTENT_ICONS: ContentIcons = {
  back: <ArrowLeft aria-hidden />,
  copy: <Copy aria-hidden />,
  copied: <Check aria-hidden className="text-success" />,
  reading: <BookOpen aria-hidden />,
  readingBanner: <BookOpen aria-hidden className="size-4 text-info" />,
  exitReading: <X aria-hidden />,
  fullscreen: <Maximize2 aria-hidden />,
  download: <Download aria-hidden />,
  share: <Share2 aria-hidden />,
  print: <Printer aria-hidden />,
  edit: <Pencil aria-hidden />,
  regenerate: <RefreshCw aria-hidden />,
};
