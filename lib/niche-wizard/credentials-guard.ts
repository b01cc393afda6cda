// Pure: when wizard step 4 may generate the external API key or the API client: once per combination of name, market, tag and tone, with a known email,
// never while one is running and never twice for the same combination (even after a failure, so a
// broken service is not hammered in a loop; a changed combination tries again).
import { TONES } from "@/lib/niches/schemas";
import { NAME_MIN_LENGTH } from "./wizard-schema";

export interface CredentialInputs {
  name: string;
  countryCode: string | null | undefined;
  affiliateTag: string;
  tone: string;
  email: string | null | undefined;
}

export interface GenerationState {
  inProgress: boolean;
  /** Combination of the last attempt (finished or failed); null before the first one. */
  attemptedFor: string | null;
}

export const IDLE_GENERATION: GenerationState = { inProgress: false, attemptedFor: null };

/** The combination key, or null while some input is missing. */
export function credentialCombination(inputs: CredentialInputs): string | null {
  const name = inputs.name.trim();
  const tag = inputs.affiliateTag.trim();
  const email = inputs.email?.trim();
  if (name.length < NAME_MIN_LENGTH || !inputs.countryCode || !tag || !email) return null;
  if (!(TONES as readonly string[]).includes(inputs.tone)) return null;
  return JSON.stringify([inputs.countryCode, name, tag, inputs.tone, email]);
}

export function shouldGenerateCredentials(state: GenerationState, combination: string | null): boolean {
  return combination !== null && !state.inProgress && state.attemptedFor !== combination;
}
