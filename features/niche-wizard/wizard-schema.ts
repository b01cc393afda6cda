// The wizard's form values and the validity of each step.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { isAffiliateTag } from "@/features/niches";
import { TONES } from "@/features/niches/schemas";
import { findMarket } from "@/lib/markets/search";
import { findNameConflict, type ExistingNiche } from "./name-conflict";
import { buildNicheSlug } from "./slug";
import { NAME_MAX_LENGTH } from "@/lib/zod/text-limits";

export const WIZARD_STEPS = ["market", "name", "affiliateTag", "tone", "project"] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number];
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;
export const NAME_MIN_LENGTH = 3;

/** Error texts are keys of the `wizard.validation` messages. */
export const wizardValuesSchema = z.object({
  marketId: z.string(),
  name: z.string(),
  affiliateTag: z.string(),
  tone: z.string(),
  templateId: z.nullable(z.int().check(z.positive())),
});
export type WizardValues = z.infer<typeof wizardValuesSchema>;

export const EMPTY_WIZARD_VALUES: WizardValues = { marketId: "", name: "", affiliateTag: "", tone: "", templateId: null };

type Check = (values: WizardValues, ctx: z.core.$RefinementCtx<WizardValues>) => void;

const STEP_CHECKS: Record<WizardStepKey, Check> = {
  market: (v, ctx) => {
    if (!findMarket(v.marketId)) ctx.addIssue({ code: "custom", path: ["marketId"], message: "market" });
  },
  name: (v, ctx) => {
    if (v.name.trim().length < NAME_MIN_LENGTH) ctx.addIssue({ code: "custom", path: ["name"], message: "name" });
    else if (v.name.trim().length > NAME_MAX_LENGTH) ctx.addIssue({ code: "custom", path: ["name"], message: "nameTooLong" });
    else if (!buildNicheSlug(findMarket(v.marketId)?.countryCode, v.name)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: "slug" });
    }
  },
  affiliateTag: (v, ctx) => {
    if (!v.affiliateTag.trim()) ctx.addIssue({ code: "custom", path: ["affiliateTag"], message: "affiliateTag" });
    else if (!isAffiliateTag(v.affiliateTag)) ctx.addIssue({ code: "custom", path: ["affiliateTag"], message: "affiliateTagFormat" });
  },
  tone: (v, ctx) => {
    if (!(TONES as readonly string[]).includes(v.tone)) ctx.addIssue({ code: "custom", path: ["tone"], message: "tone" });
  },
  project: (v, ctx) => {
    if (v.templateId === null) ctx.addIssue({ code: "custom", path: ["templateId"], message: "project" });
  },
};

function stepSchema(key: WizardStepKey) {
  return wizardValuesSchema.check(z.superRefine(STEP_CHECKS[key]));
}

export const stepSchemas = {
  market: stepSchema("market"),
  name: stepSchema("name"),
  affiliateTag: stepSchema("affiliateTag"),
  tone: stepSchema("tone"),
  project: stepSchema("project"),
} satisfies Record<WizardStepKey, unknown>;

/** All five steps at once: what the create action validates before sending. */
export const wizardSchema = wizardValuesSchema.check(
  z.superRefine((values, ctx) => {
    for (const key of WIZARD_STEPS) STEP_CHECKS[key](values, ctx);
  }),
);

/**
 * Step numbers are 1-based, as shown to the user. `existing` are the niches already there: step 2
 * refuses their names and slugs.
 */
export function isStepValid(step: number, values: WizardValues, existing: readonly ExistingNiche[] = []): boolean {
  const key = WIZARD_STEPS[step - 1];
  if (!key || !stepSchemas[key].safeParse(values).success) return false;
  return key !== "name" || findNameConflict(existing, values.name, buildNicheSlug(findMarket(values.marketId)?.countryCode, values.name)) === null;
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
