// Pure: turns the wizard's values into the automation request and
// into the niche fields saved after the automation.
import type { AutomationStartRequest } from "@/features/automation/schemas";
import type { CatalogItem } from "@/features/niche-catalog/schemas";
import { findMarket } from "@/lib/markets/search";
import { nicheClientFor } from "@/features/niches";
import type { NicheCreate } from "@/features/niches/request-schemas";
import type { Tone } from "@/features/niches/schemas";
import { wizardSlug } from "./slug";
import type { WizardValues } from "./wizard-schema";

/** What the create step generated for the niche (each part may be missing when it failed). */
export interface WizardCredentials {
  email: string | null;
  apiKey: string | null;
  clientId: string | null;
  clientSecret: string | null;
  /** The API client's id in the panel's list, to remove it again if the niche is not created. */
  apiClientRecordId: number | null;
}

export const NO_CREDENTIALS: WizardCredentials = {
  email: null,
  apiKey: null,
  clientId: null,
  clientSecret: null,
  apiClientRecordId: null,
};

/** The API client the wizard creates for a niche. */
export const apiClientFor = nicheClientFor;

/** The external API key's name (the spec gives none: it mirrors the client's). */
export function apiKeyNameFor(name: string): string {
  return `Nicho ${name.trim()} - API Key`;
}

export function buildAutomationRequest(
  values: WizardValues,
  template: Pick<CatalogItem, "id" | "name" | "github_url">,
  credentials: WizardCredentials,
): AutomationStartRequest {
  const market = findMarket(values.marketId);
  if (!market) throw new Error("wizard: no market selected");
  const name = values.name.trim();
  return {
    market: {
      countryCode: market.countryCode,
      pais: market.pais,
      dominio: market.dominio,
      lang: market.lang,
      flag: market.flag,
      dataUrl: market.dataUrl ?? null,
    },
    name,
    slug: wizardSlug(values),
    apiKey: { email: credentials.email, keyGenerated: Boolean(credentials.apiKey), key: credentials.apiKey },
    affiliateTag: values.affiliateTag.trim(),
    tone: values.tone as Tone,
    project: {
      selectedProject: { id: template.id, name: template.name, github_url: template.github_url },
      websiteGenerated: false,
      deployResult: null,
      automationInProgress: false,
      automationCompleted: false,
    },
    googleData: {},
    apiClient: {
      description: apiClientFor(name).description,
      credentialsGenerated:
        credentials.clientId && credentials.clientSecret
          ? { clientId: credentials.clientId, clientSecret: credentials.clientSecret }
          : null,
    },
    websiteContent: { generated: false, skipGeneration: false },
    finalConfig: { envVars: null, completeConfig: null },
  };
}

/** Niche fields saved by the create action (POST, or PUT when the automation already created it). */
export function buildNichePayload(values: WizardValues, credentials: WizardCredentials): NicheCreate {
  const market = findMarket(values.marketId);
  const payload: NicheCreate = {
    name: values.name.trim(),
    slug: wizardSlug(values),
    affiliate_tag: values.affiliateTag.trim(),
    default_tone: values.tone,
    mercado: market?.pais ?? null,
    is_active: true,
  };
  if (credentials.apiKey) payload.external_api_key = credentials.apiKey;
  if (credentials.clientId) payload.client_id = credentials.clientId;
  if (credentials.clientSecret) payload.client_secret = credentials.clientSecret;
  return payload;
}
