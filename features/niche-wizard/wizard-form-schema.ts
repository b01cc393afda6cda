// The wizard's resolver schema: the values' shapes, then every
// step's check (wizard-schema.ts), each refusal with its `wizard.validation` key.
// zod/mini: the same checks as classic zod in a fraction of the browser bundle.
import * as z from "zod/mini";
import { STEP_CHECKS, WIZARD_STEPS, type WizardValues } from "./wizard-schema";

const wizardValuesSchema = z.object({
  marketId: z.string(),
  name: z.string(),
  slug: z.string(),
  affiliateTag: z.string(),
  tone: z.string(),
  templateId: z.nullable(z.int().check(z.positive())),
});

/** All five steps at once: what the create action validates before sending. */
export const wizardSchema: z.ZodMiniType<WizardValues, WizardValues> = wizardValuesSchema.check(
  z.superRefine((values, ctx) => {
    for (const key of WIZARD_STEPS) {
      const issue = STEP_CHECKS[key](values);
      if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  }),
);
