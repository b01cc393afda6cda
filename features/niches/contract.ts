// The niche calls: built from the paths in paths.ts.
import * as z from "zod/mini";
import { endpoint, REQUIRED } from "@/lib/contract/endpoint";
import { nichesPathTemplates } from "./paths";
import { messageAnswerSchema } from "@/lib/contract/answers";
import { pageQuerySchema } from "@/lib/contract/page-query";
import { nicheCreateSchema, nicheUpdateSchema } from "./request-schemas";
import { nicheListSchema, nicheSchema, vercelDataSchema } from "./schemas";

const nicheParams = z.object({ niche_id: z.number() });

export const nichesContract = {
  list: endpoint("niches.list", {
    method: "GET",
    path: nichesPathTemplates.list,
    summary: "Niche list, dashboard, selects",
    query: pageQuerySchema,
    response: nicheListSchema,
    paged: true,
    need: REQUIRED,
  }),
  create: endpoint("niches.create", {
    method: "POST",
    path: nichesPathTemplates.create,
    summary: "New niche (form); a slug in use is refused with 409",
    body: nicheCreateSchema,
    response: nicheSchema,
    status: 201,
    need: REQUIRED,
  }),
  get: endpoint("niches.get", {
    method: "GET",
    path: nichesPathTemplates.get,
    summary: "Niche detail and edit",
    params: nicheParams,
    response: nicheSchema,
    need: REQUIRED,
  }),
  update: endpoint("niches.update", {
    method: "PUT",
    path: nichesPathTemplates.update,
    summary: "Edit and toggle (only the fields sent change); optional `expected_updated_at`: 409 when the niche was saved since",
    params: nicheParams,
    body: nicheUpdateSchema,
    response: nicheSchema,
    need: REQUIRED,
  }),
  remove: endpoint("niches.remove", {
    method: "DELETE",
    path: nichesPathTemplates.remove,
    summary: "Delete; 409 when it has generated content",
    params: nicheParams,
    response: messageAnswerSchema,
    need: REQUIRED,
  }),
  vercelData: endpoint("niches.vercelData", {
    method: "PATCH",
    path: nichesPathTemplates.vercelData,
    summary: "Wizard: stores the deployment data",
    params: nicheParams,
    body: vercelDataSchema,
    response: nicheSchema,
    need: REQUIRED,
  }),
} as const;
