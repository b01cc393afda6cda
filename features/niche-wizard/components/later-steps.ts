// The wizard's steps after the first, and what the last one shows while it creates: one chunk, loaded
// when the user moves on (or when the page opens on a later step), so the first load carries only the market step.
export { CreationProgress } from "./creation-progress";
export { CredentialsStatus } from "./credentials-status";
export { StepAffiliateTag } from "./step-affiliate-tag";
export { StepName } from "./step-name";
export { StepProject } from "./step-project";
export { StepTone } from "./step-tone";
