// Contract for the niche automation (spec 01 §3 "Wizard data", §4 "Automation", §7).
import { z } from "zod";

const TONES = ["profesional", "casual", "informal", "formal", "técnico"] as const;

export const AUTOMATION_TOTAL_STEPS = 4;

/** Market as chosen in the wizard (lib/markets Market). */
export const wizardMarketSchema = z.looseObject({
  countryCode: z.string({ error: "Selecciona un mercado" }).trim().min(1, { error: "Selecciona un mercado" }),
  pais: z.string().nullish(),
  dominio: z.string().nullish(),
  lang: z.string().nullish(),
  flag: z.string().nullish(),
  dataUrl: z.string().nullish(),
});

/** A template from the catalogue, or just its id. */
export const selectedProjectSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1),
  z.looseObject({ id: z.number().int().positive(), github_url: z.string().nullish(), name: z.string().nullish() }),
]);

/** POST /v1/niches/start-automation body: the wizard data. */
export const automationStartRequestSchema = z.looseObject({
  market: wizardMarketSchema,
  name: z.string({ error: "El nombre es obligatorio" }).trim().min(3, { error: "Mínimo 3 caracteres" }),
  slug: z
    .string({ error: "El slug es obligatorio" })
    .trim()
    .min(1, { error: "El slug es obligatorio" })
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: "Slug inválido" }),
  affiliateTag: z.string({ error: "El affiliate tag es obligatorio" }).trim().min(1, { error: "El affiliate tag es obligatorio" }),
  tone: z.enum(TONES, { error: "Selecciona un tono válido" }),
  project: z.looseObject({
    selectedProject: selectedProjectSchema,
    websiteGenerated: z.boolean().nullish(),
    deployResult: z.unknown().optional(),
    automationInProgress: z.boolean().nullish(),
    automationCompleted: z.boolean().nullish(),
  }),
  apiKey: z
    .looseObject({ email: z.string().nullish(), keyGenerated: z.boolean().nullish(), key: z.string().nullish() })
    .nullish(),
  apiClient: z
    .looseObject({
      description: z.string().nullish(),
      credentialsGenerated: z
        .looseObject({ clientId: z.string().nullish(), clientSecret: z.string().nullish() })
        .nullish(),
    })
    .nullish(),
  googleData: z.record(z.string(), z.unknown()).nullish(),
  websiteContent: z.looseObject({ generated: z.boolean().nullish(), skipGeneration: z.boolean().nullish() }).nullish(),
  finalConfig: z.looseObject({ envVars: z.unknown().optional(), completeConfig: z.unknown().optional() }).nullish(),
  description: z.string().nullish(),
  keywords: z.string().nullish(),
});
export type AutomationStartRequest = z.input<typeof automationStartRequestSchema>;
/** The start request after validation (trimmed). */
export type AutomationStartData = z.output<typeof automationStartRequestSchema>;

export const automationStartResponseSchema = z.looseObject({
  task_id: z.string(),
  message: z.string().nullish(),
});
export type AutomationStartResponse = z.infer<typeof automationStartResponseSchema>;

export const AUTOMATION_TASK_STATUSES = ["running", "completed", "failed", "cancelled"] as const;

/** GET /v1/niches/automation-status/{task_id}. GET /v1/niches/automation-status/ returns a list of these (running tasks). */
export const automationStatusSchema = z.looseObject({
  task_id: z.string(),
  status: z.enum(AUTOMATION_TASK_STATUSES).or(z.string()),
  niche_slug: z.string().nullish(),
  step: z.number(),
  total: z.number().default(AUTOMATION_TOTAL_STEPS),
  message: z.string().nullish(),
  error: z.string().nullish(),
  results: z
    .looseObject({
      websiteContent: z.unknown().optional(),
      finalConfig: z.unknown().optional(),
      websiteConfig: z.unknown().optional(),
    })
    .nullish(),
  niche_id: z.number().nullish(),
  started_at: z.string().nullish(),
  finished_at: z.string().nullish(),
});
export type AutomationStatus = z.infer<typeof automationStatusSchema>;
export const automationStatusListSchema = z.array(automationStatusSchema);

export const automationCancelResponseSchema = z.looseObject({ message: z.string() });
