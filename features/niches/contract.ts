// The niche calls: the reads (read-contract.ts) and the writes.
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { ignoredAnswerSchema, messageAnswerSchema } from "@/lib/contract/answers";
import { nicheCreateSchema, nicheUpdateSchema } from "./request-schemas";
import { nicheParams, nicheReads } from "./read-contract";
import { nicheSchema, vercelDataSchema } from "./schemas";

export const nichesContract = {
  ...nicheReads,
  create: endpoint("niches.create", {
    method: "POST",
    path: "/api/v1/niches/",
    summary: "New niche (form); a slug in use is refused with 409",
    body: nicheCreateSchema,
    response: nicheSchema,
    status: 201,
    need: REQUIRED,
  }),
  update: endpoint("niches.update", {
    method: "PUT",
    path: "/api/v1/niches/{niche_id}",
    summary: "Edit and toggle (only the fields sent change); optional `expected_updated_at`: 409 when the niche was saved since",
    params: nicheParams,
    body: nicheUpdateSchema,
    response: nicheSchema,
    need: REQUIRED,
  }),
  remove: endpoint("niches.remove", {
    method: "DELETE",
    path: "/api/v1/niches/{niche_id}",
    summary: "Delete; 409 when it has generated content",
    params: nicheParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  vercelData: endpoint("niches.vercelData", {
    method: "PATCH",
    path: "/api/v1/niches/{niche_id}/vercel-data",
    summary: "Wizard: stores the deployment data",
    params: nicheParams,
    body: vercelDataSchema,
    response: nicheSchema,
    need: REQUIRED,
  }),
  siteExport: endpoint("niches.siteExport", {
    method: "GET",
    path: "/api/v1/niches/{niche_id}/site-export",
    summary: "The niche's published site as a ZIP (`application/zip`, attachment `<slug>-sitio.zip`); 404 when it has no site",
    params: nicheParams,
    response: ignoredAnswerSchema,
    answerType: "application/zip",
    need: optional("Without it the niche detail offers no «Descargar sitio»."),
  }),
} as const;
