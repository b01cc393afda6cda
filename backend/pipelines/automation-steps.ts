// The four steps of a niche automation, one function each. The runner does what every step shares (its
// events, its stored progress, the pause, the check that the task still runs); a step only does its work.
//   1 website content  2 final config  3 website (static preview at /sites/<slug>/)  4 niche row (inserted, never updated)
// Steps 1-2 reuse the results a task stored before its instance died, the site upsert is idempotent, and
// step 4 inserts the niche and records it on the task in one transaction, so a task never creates two niches.
import type { Database } from "../db/database";
import type { Market } from "../../lib/markets/markets";
import type { AutomationStartData } from "../../features/automation/schemas";
import type { AutomationEventStatus } from "../../features/automation/events";
import { buildFinalConfig, type SiteInput, type WebsiteContent } from "../content-writer/website-content";
import type { ContentWriter } from "../content-writer/writer";
import { DUPLICATE_NAME, getNiche, insertNiche, lockNicheNames, nameTaken, slugTaken, type NicheValues } from "../repos/niches-repo";
import { upsertSite } from "../repos/sites-repo";
import type { TemplateRef } from "../repos/catalog-repo";
import { updateTask, whileTaskRunning } from "../repos/tasks-repo";

/** The task was cancelled (or ended) elsewhere: stop without a word, its state is stored. */
export class Stopped extends Error {}

/** What a task's steps read and write: `results` is what the task stores, and what a resumed run starts from. */
export interface AutomationRun {
  id: string;
  data: AutomationStartData;
  template: TemplateRef;
  market: Market;
  siteInput: SiteInput;
  siteUrl: string;
  results: Record<string, unknown>;
  signal: AbortSignal;
  db: Database;
  writer: ContentWriter;
  publicBaseUrl: string;
}

export interface StepOutcome {
  /** Stored on the task with its results, and the completed event's message unless `announced` says more. */
  message: string;
  announced?: string;
  data: unknown;
}

export interface AutomationStep {
  n: number;
  /** Announced and stored as the step starts. */
  running: { status: AutomationEventStatus; message: string };
  done: AutomationEventStatus;
  /** On failure: the step's own error event and the task's stored message. */
  failed: { status: AutomationEventStatus; message: string };
  /** The step stores its outcome itself (in the transaction that creates the niche). */
  storesItself?: boolean;
  run(run: AutomationRun): Promise<StepOutcome>;
}

const GOOGLE_KEYS: Record<string, string> = {
  ga_id: "ga_id",
  gaId: "ga_id",
  gtm_id: "gtm_id",
  gtmId: "gtm_id",
  google_tag_id: "google_tag_id",
  googleTagId: "google_tag_id",
  google_ads_id: "google_ads_id",
  googleAdsId: "google_ads_id",
  adsense_client_id: "adsense_client_id",
  adsenseClientId: "adsense_client_id",
  gsc_verification_id: "gsc_verification_id",
  gscVerificationId: "gsc_verification_id",
};

function googleValues(data: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data ?? {})) {
    const col = GOOGLE_KEYS[k];
    if (col && typeof v === "string" && v.trim()) out[col] = v.trim();
  }
  return out;
}

async function writeWebsiteContent(run: AutomationRun): Promise<StepOutcome> {
  const websiteContent = (run.results.websiteContent as WebsiteContent | undefined) ?? (await run.writer.writeWebsite(run.siteInput, { signal: run.signal }));
  run.results.websiteContent = websiteContent;
  return { message: "Contenido web generado", data: websiteContent };
}

async function buildConfig(run: AutomationRun): Promise<StepOutcome> {
  const { data } = run;
  const finalConfig = run.results.finalConfig ?? buildFinalConfig({
    ...run.siteInput,
    publicBaseUrl: run.publicBaseUrl,
    siteUrl: run.siteUrl,
    clientId: data.apiClient?.credentialsGenerated?.clientId,
    google: googleValues(data.googleData),
    templateRepo: run.template.github_url,
  });
  run.results.finalConfig = finalConfig;
  return { message: "Configuración final generada", data: finalConfig };
}

/** Stores the preview site served at /sites/<slug>/. */
const slugInUse = (slug: string) => new Error(`Ya existe un nicho con la URL /${slug}`);

async function publishSite(run: AutomationRun): Promise<StepOutcome> {
  const { template, siteUrl, id } = run;
  // A niche that took the slug meanwhile keeps its address as it was: no other run's site lands on it.
  if (await slugTaken(run.db, run.data.slug)) throw slugInUse(run.data.slug);
  const templateInfo = { id: template.id, name: template.name, slug: template.slug, github_url: template.github_url };
  await upsertSite(run.db, { slug: run.data.slug, websiteContent: run.results.websiteContent as WebsiteContent, config: run.results.finalConfig, template: templateInfo });
  const deployedAt = new Date().toISOString();
  const websiteConfig = {
    siteUrl,
    vercelUrl: siteUrl,
    url: siteUrl,
    deployment: { id: `dpl_${id.replace(/-/g, "").slice(0, 16)}`, siteUrl, url: siteUrl, status: "ready", created_at: deployedAt },
    provider: "embedded-preview",
    template: templateInfo,
    repository: template.github_url,
    deployed_at: deployedAt,
  };
  run.results.websiteConfig = websiteConfig;
  return { message: "Página web generada", announced: `Página web generada: ${siteUrl}`, data: websiteConfig };
}

/** Inserts the niche row: a niche that took the slug meanwhile is someone else's and stays as it is. */
async function createNiche(run: AutomationRun): Promise<StepOutcome> {
  const { data, db, id } = run;
  const websiteContent = run.results.websiteContent as WebsiteContent;
  const values: NicheValues = {
    name: data.name,
    slug: data.slug,
    affiliate_tag: data.affiliateTag,
    default_tone: data.tone,
    mercado: run.market.pais,
    description: data.description?.trim() || websiteContent.description,
    keywords: data.keywords?.trim() || websiteContent.keywords.join(", "),
    is_active: true,
    website_content_generated: JSON.stringify(websiteContent),
    vercel_data: JSON.stringify(run.results.websiteConfig),
    ...googleValues(data.googleData),
  };
  if (data.apiKey?.key) values.external_api_key = data.apiKey.key;
  const creds = data.apiClient?.credentialsGenerated;
  if (creds?.clientId) values.client_id = creds.clientId;
  if (creds?.clientSecret) values.client_secret = creds.clientSecret;
  const message = "Nicho creado correctamente";
  const nicheId = await whileTaskRunning(db, id, async (tx, task) => {
    if (task.niche_id !== null) return task.niche_id;
    if (await slugTaken(tx, data.slug)) throw slugInUse(data.slug);
    // Another tab's niche may have taken the name since the run started.
    await lockNicheNames(tx);
    if (await nameTaken(tx, data.name)) throw new Error(DUPLICATE_NAME);
    const created = await insertNiche(tx, values);
    await updateTask(tx, id, { message, niche_id: created });
    return created;
  });
  if (nicheId === undefined) throw new Stopped("not running");
  // Events reach every admin socket (and, on PostgreSQL, the adapter's table): the niche goes without its credentials.
  return { message, data: await getNiche(db, nicheId, false) };
}

export const AUTOMATION_STEPS: readonly AutomationStep[] = [
  {
    n: 1,
    running: { status: "website_content_generating", message: "Generando contenido web..." },
    done: "website_content_completed",
    failed: { status: "website_content_error", message: "Error generando contenido web" },
    run: writeWebsiteContent,
  },
  {
    n: 2,
    running: { status: "final_config_generating", message: "Generando configuración final..." },
    done: "final_config_completed",
    failed: { status: "final_config_error", message: "Error en configuración final" },
    run: buildConfig,
  },
  {
    n: 3,
    running: { status: "website_generating", message: "Generando y desplegando la página web..." },
    done: "website_completed",
    failed: { status: "website_error", message: "Error generando página web" },
    run: publishSite,
  },
  {
    n: 4,
    running: { status: "niche_creating", message: "Creando el nicho en la base de datos..." },
    done: "niche_completed",
    failed: { status: "niche_error", message: "Error creando nicho en base de datos" },
    storesItself: true,
    run: createNiche,
  },
];
