// The viewer's render call, loaded with its schema on first use.
import { apiRequest } from "@/lib/browser-data/client";
import { contentPaths } from "./content-paths";
import { renderResponseSchema } from "./schemas";

export const renderContentHtml = (markdown: string) =>
  apiRequest(contentPaths.render, renderResponseSchema, { method: "POST", body: { markdown } });
