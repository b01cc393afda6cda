// The wizard's timings.
export const STEP_TRANSITION_MS = 150;
export const AUTOFOCUS_DELAY_MS = 100;
export const CONTINENT_FILTER_PAUSE_MS = 10;
