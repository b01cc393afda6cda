// The template requests' bodies and the list query as the backend reads it: apart from the answers
// (schemas.ts), so the screens that only read templates load none of these rules.
import * as z from "zod/mini";
import { preprocess } from "@/lib/zod/preprocess";
import { expectedUpdatedAt } from "@/lib/zod/expected-updated-at";
import { queryInt } from "@/lib/contract/query-int";
import { NAME_MAX_LENGTH, TEMPLATE_DESCRIPTION_MAX_LENGTH } from "@/lib/zod/text-limits";
import { GITHUB_URL_HOST, githubUrlError, type GithubUrlError } from "./github-url";

/** The backend's texts for each broken rule of a repository URL (github-url.ts). */
const GITHUB_URL_MESSAGES: Record<GithubUrlError, string> = {
  githubRequired: "La URL de GitHub es requerida",
  githubInvalid: "La URL de GitHub debe ser válida",
  githubNotGithub: `La URL debe ser de GitHub (${GITHUB_URL_HOST})`,
  githubNotHttps: "La URL de GitHub debe empezar por https://",
  githubNotRepository: `La URL debe llevar a un repositorio: https://${GITHUB_URL_HOST}/organización/repositorio`,
};

export const githubUrlSchema = z.string({ error: GITHUB_URL_MESSAGES.githubRequired }).check(
  z.trim(),
  z.minLength(1, { error: GITHUB_URL_MESSAGES.githubRequired, abort: true }),
  z.superRefine((value, ctx) => {
    const error = githubUrlError(value);
    if (error) ctx.addIssue({ code: "custom", message: GITHUB_URL_MESSAGES[error], input: value });
  }),
  z.describe(`A repository's address: https://${GITHUB_URL_HOST}/<owner>/<repository>, optionally ending in .git or a slash.`),
);

const descriptionSchema = preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z.nullish(z.string().check(z.maxLength(TEMPLATE_DESCRIPTION_MAX_LENGTH))),
);

const imagesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1)), { error: "Debe subir al menos una imagen" })
  .check(z.minLength(1, { error: "Debe subir al menos una imagen" }), z.maxLength(20, { error: "Máximo 20 imágenes" }));

const nameChecks = [
  z.trim(),
  z.minLength(1, { error: "El nombre es requerido" }),
  z.maxLength(NAME_MAX_LENGTH, { error: `El nombre no puede superar los ${NAME_MAX_LENGTH} caracteres` }),
] as const;

/** POST /v1/niche-catalogo/ body (slug derived from the name). */
export const catalogItemCreateSchema = z.object({
  name: z.string({ error: "El nombre es requerido" }).check(...nameChecks),
  description: descriptionSchema,
  images: imagesSchema,
  github_url: githubUrlSchema,
});
export type CatalogItemCreate = z.input<typeof catalogItemCreateSchema>;

/** PUT /v1/niche-catalogo/{idOrSlug} body: partial (an emptied description is null), and may carry is_active. */
export const catalogItemUpdateSchema = z.object({
  name: z.optional(z.string().check(...nameChecks)),
  description: descriptionSchema,
  images: z.optional(imagesSchema),
  github_url: z.optional(githubUrlSchema),
  is_active: z.optional(z.boolean()),
  expected_updated_at: expectedUpdatedAt("template"),
});
export type CatalogItemUpdate = z.input<typeof catalogItemUpdateSchema>;

/** GET /v1/niche-catalogo/ query. */
const booleanParam = z.optional(z.pipe(z.enum(["true", "false", "1", "0"]), z.transform((v) => v === "true" || v === "1")));

export const catalogListQuerySchema = z.object({
  is_active: booleanParam,
  /** Only templates with a repository the wizard can build from (`false`: only those without). */
  with_github: booleanParam,
  /** `-id`: newest first; by id otherwise. */
  sort: z.optional(z.enum(["id", "-id"])),
  skip: z._default(queryInt(0), 0),
  limit: z.optional(queryInt(1, 1000)),
});
