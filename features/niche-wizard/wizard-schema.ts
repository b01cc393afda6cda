// The wizard's form values and the validity of each step. Plain checks, no zod: the steps' buttons use
// them on every render, and the form's resolver (wizard-form-schema.ts) checks all of them on create.
import { isAffiliateTag } from "@/features/niches";
import { TONES } from "@/features/niches/schemas";
import { findMarket } from "@/lib/markets/search";
import { findNameConflict, type ExistingNiche } from "./name-conflict";
import { wizardSlug } from "./slug";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

export const WIZARD_STEPS = ["market", "name", "affiliateTag", "tone", "project"] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;
export const NAME_MIN_LENGTH = 3;

export interface WizardValues {
  marketId: string;
  name: string;
  /** The site's address typed by the user: only when the name gives none (see slug.ts). */
  slug: string;
  affiliateTag: string;
  tone: string;
  templateId: number | null;
}

export const EMPTY_WIZARD_VALUES: WizardValues = { marketId: "", name: "", slug: "", affiliateTag: "", tone: "", templateId: null };

/**
 * The query parameter a market card sends: before the page's scripts run, a card is a plain submit
 * button of a GET form, so a click then reopens the wizard with that market chosen.
 */
export const MARKET_PARAM = "market";

/** The wizard's starting values: a market the address names, if it is one. */
export function startingWizardValues(marketParam: string | null): WizardValues {
  const market = marketParam ? findMarket(marketParam) : undefined;
  return market ? { ...EMPTY_WIZARD_VALUES, marketId: market.id } : EMPTY_WIZARD_VALUES;
}

export type NameIssue = "tooShort" | "noLetters" | "tooLong";

/**
 * What is wrong with a niche's name by itself, or null. Characters are counted as people see them
 * (an emoji or a kana is one); a name needs a letter or a digit in some script, not only symbols.
 */
export function nameIssue(name: string): NameIssue | null {
  const trimmed = name.trim();
  if ([...trimmed].length < NAME_MIN_LENGTH) return "tooShort";
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return "noLetters";
  return trimmed.length > NAME_MAX_LENGTH ? "tooLong" : null;
}

/** A step's refusal: the field and why. */
export interface StepIssue {
  field: keyof WizardValues;
  message: string;
}

export const STEP_CHECKS: Record<WizardStepKey, (v: WizardValues) => StepIssue | null> = {
  market: (v) => (findMarket(v.marketId) ? null : { field: "marketId", message: "market" }),
  name: (v) => {
    const issue = nameIssue(v.name);
    if (issue) return { field: "name", message: issue };
    return wizardSlug(v) ? null : { field: "slug", message: "slug" };
  },
  affiliateTag: (v) => {
    if (!v.affiliateTag.trim()) return { field: "affiliateTag", message: "affiliateTag" };
    return isAffiliateTag(v.affiliateTag) ? null : { field: "affiliateTag", message: "affiliateTagFormat" };
  },
  tone: (v) => ((TONES as readonly string[]).includes(v.tone) ? null : { field: "tone", message: "tone" }),
  project: (v) => (v.templateId === null ? { field: "templateId", message: "project" } : null),
};

/**
 * Step numbers are 1-based, as shown to the user. `existing` are the niches already there: step 2
 * refuses their names and slugs.
 */
export function isStepValid(step: number, values: WizardValues, existing: readonly ExistingNiche[] = []): boolean {
  const key = WIZARD_STEPS[step - 1];
  if (!key || STEP_CHECKS[key](values) !== null) return false;
  return key !== "name" || findNameConflict(existing, values.name, wizardSlug(values)) === null;
}

/** The highest step reachable in order: every step before it is valid. */
export function furthestReachableStep(values: WizardValues, existing: readonly ExistingNiche[] = []): number {
  let step = 1;
  while (step < WIZARD_STEP_COUNT && isStepValid(step, values, existing)) step += 1;
  return step;
}

/**
 * The step a URL may show: the one it names when the user could be there (every step before it
 * finished with Next and still valid), else the furthest step the user can reach.
 */
export function reachableStep(
  requested: number,
  state: { furthestCompleted: number; values: WizardValues; existing?: readonly ExistingNiche[] },
): number {
  const limit = Math.min(state.furthestCompleted + 1, furthestReachableStep(state.values, state.existing));
  return Number.isInteger(requested) && requested >= 1 ? Math.min(requested, limit) : 1;
}

/**
 * Indicators jump only up to the furthest completed step or the current one.
 * `furthestCompleted` is the highest step the user finished with Next; a forward jump also needs
 * every step before the target to be valid still (the user may have emptied the name meanwhile).
 */
export function canJumpTo(
  target: number,
  state: { current: number; furthestCompleted: number; values: WizardValues; existing?: readonly ExistingNiche[] },
): boolean {
  if (target < 1 || target > WIZARD_STEP_COUNT) return false;
  if (target <= state.current) return true;
  return target <= state.furthestCompleted && target <= furthestReachableStep(state.values, state.existing);
}
