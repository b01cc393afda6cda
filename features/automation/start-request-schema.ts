// Contract of POST /v1/niches/start-automation: the wizard's data, validated by the backend.
import * as z from "zod/mini";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

const TONES = ["profesional", "casual", "informal", "formal", "técnico"] as const;

/** Market as chosen in the wizard (lib/markets Market). */
export const wizardMarketSchema = z.looseObject({
  countryCode: z.string({ error: "Selecciona un mercado" }).check(z.trim(), z.minLength(1, { error: "Selecciona un mercado" })),
  pais: z.nullish(z.string()),
  dominio: z.nullish(z.string()),
  lang: z.nullish(z.string()),
  flag: z.nullish(z.string()),
  dataUrl: z.nullish(z.string()),
});

/** A template from the catalogue, or just its id. */
export const selectedProjectSchema = z.union([
  z.int().check(z.positive()),
  z.string().check(z.trim(), z.minLength(1)),
  z.looseObject({ id: z.int().check(z.positive()), github_url: z.nullish(z.string()), name: z.nullish(z.string()) }),
]);

/** POST /v1/niches/start-automation body: the wizard data. */
export const automationStartRequestSchema = z.looseObject({
  market: wizardMarketSchema,
  name: z
    .string({ error: "El nombre es obligatorio" })
    .check(
      z.trim(),
      z.minLength(3, { error: "Mínimo 3 caracteres" }),
      z.maxLength(NAME_MAX_LENGTH, { error: `Máximo ${NAME_MAX_LENGTH} caracteres` }),
    ),
  slug: z
    .string({ error: "El slug es obligatorio" })
    .check(
      z.trim(),
      z.minLength(1, { error: "El slug es obligatorio" }),
      z.regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: "Slug inválido" }),
    ),
  affiliateTag: z
    .string({ error: "El affiliate tag es obligatorio" })
    .check(z.trim(), z.minLength(1, { error: "El affiliate tag es obligatorio" })),
  tone: z.enum(TONES, { error: "Selecciona un tono válido" }),
  project: z.looseObject({
    selectedProject: selectedProjectSchema,
    websiteGenerated: z.nullish(z.boolean()),
    deployResult: z.optional(z.unknown()),
    automationInProgress: z.nullish(z.boolean()),
    automationCompleted: z.nullish(z.boolean()),
  }),
  apiKey: z.nullish(z.looseObject({ email: z.nullish(z.string()), keyGenerated: z.nullish(z.boolean()), key: z.nullish(z.string()) })),
  apiClient: z.nullish(
    z.looseObject({
      description: z.nullish(z.string()),
      credentialsGenerated: z.nullish(z.looseObject({ clientId: z.nullish(z.string()), clientSecret: z.nullish(z.string()) })),
    }),
  ),
  googleData: z.nullish(z.record(z.string(), z.unknown())),
  websiteContent: z.nullish(z.looseObject({ generated: z.nullish(z.boolean()), skipGeneration: z.nullish(z.boolean()) })),
  finalConfig: z.nullish(z.looseObject({ envVars: z.optional(z.unknown()), completeConfig: z.optional(z.unknown()) })),
  description: z.nullish(z.string()),
  keywords: z.nullish(z.string()),
});
export type AutomationStartRequest = z.input<typeof automationStartRequestSchema>;
/** The start request after validation (trimmed). */
export type AutomationStartData = z.output<typeof automationStartRequestSchema>;
