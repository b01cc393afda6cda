// Contract for the niche automation.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { absent, withDefault } from "../zod/received";

const TONES = ["profesional", "casual", "informal", "formal", "técnico"] as const;

export const AUTOMATION_TOTAL_STEPS = 4;

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
  name: z.string({ error: "El nombre es obligatorio" }).check(z.trim(), z.minLength(3, { error: "Mínimo 3 caracteres" })),
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

export const automationStartResponseSchema = z.looseObject({
  task_id: z.string(),
  message: z.nullish(z.string()),
});
export type AutomationStartResponse = z.infer<typeof automationStartResponseSchema>;

export const AUTOMATION_TASK_STATUSES = ["running", "completed", "failed", "cancelled"] as const;

/** GET /v1/niches/automation-status/{task_id}. GET /v1/niches/automation-status/ returns a list of these (running tasks). */
export const automationStatusSchema = z.looseObject({
  /** The spec shows no shape for this answer: only `status` is required. */
  task_id: absent(z.string()),
  status: z.union([z.enum(AUTOMATION_TASK_STATUSES), z.string()]),
  niche_slug: z.nullish(z.string()),
  step: withDefault(z.number(), 0),
  total: withDefault(z.number(), AUTOMATION_TOTAL_STEPS),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
  results: z.nullish(
    z.looseObject({
      websiteContent: z.optional(z.unknown()),
      finalConfig: z.optional(z.unknown()),
      websiteConfig: z.optional(z.unknown()),
    }),
  ),
  niche_id: z.nullish(z.number()),
  started_at: z.nullish(z.string()),
  finished_at: z.nullish(z.string()),
});
export type AutomationStatus = z.infer<typeof automationStatusSchema>;
export const automationStatusListSchema = z.array(automationStatusSchema);

export const automationCancelResponseSchema = z.looseObject({ message: z.string() });
