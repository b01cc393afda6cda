"use client";
// Which step the wizard shows and how the user moves between them: the step lives in the URL (one
// history entry per step), a move fades the step out and in, and Next checks the step first.
import { useEffect, useRef, useState, type RefObject } from "react";
import { focusAutofocusTarget } from "@/lib/dom/focus-autofocus-target";
import { AUTOFOCUS_DELAY_MS, STEP_TRANSITION_MS } from "@/features/niche-wizard/constants";
import { findNameConflict, type ExistingNiche } from "@/features/niche-wizard/name-conflict";
import { stepFromSearch, useStepParam } from "@/features/niche-wizard/use-step-param";
import { canJumpTo, isStepValid, reachableStep, WIZARD_STEP_COUNT, WIZARD_STEPS, type WizardValues } from "@/features/niche-wizard/wizard-schema";

interface StepsInput {
  values: WizardValues;
  slug: string;
  /** The niches the name could clash with, and whether they are read yet. */
  named: { niches: readonly ExistingNiche[]; known: boolean; readNow(): Promise<readonly ExistingNiche[]> };
  /** The create step runs: the wizard stays on the last step whatever the history does. */
  running: boolean;
  /** Nothing moves (a create running, the wizard being left). */
  busy: boolean;
  /** The step's box, whose first autofocus target takes the focus after a move. */
  stepRef: RefObject<HTMLDivElement | null>;
}

export function useWizardSteps({ values, slug, named, running, busy, stepRef }: StepsInput) {
  const url = useStepParam();
  const [furthestCompleted, setFurthestCompleted] = useState(0);
  // The URL's first entry (no step) lies under step 1's once data is entered: Back to it means leaving.
  const [floorPushed, setFloorPushed] = useState(false);
  const [fading, setFading] = useState(false);
  const [checking, setChecking] = useState(false);
  const transition = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Each move gets a number: the names read for step 2 after a newer move (or after leaving) move nothing.
  const moves = useRef(0);
  // The URL is put right once the first render's effects are done: a draft kept by a reload comes back
  // in them, and the step the URL names may then be reachable.
  const [settled, setSettled] = useState(false);
  useEffect(() => queueMicrotask(() => setSettled(true)), []);
  useEffect(
    () => () => {
      clearTimeout(transition.current);
      moves.current += 1;
    },
    [],
  );

  const existing = named.niches;
  const reachable = reachableStep(url.step ?? 1, { furthestCompleted, values, existing });
  const step = running ? WIZARD_STEP_COUNT : reachable;

  // The URL names a step the user cannot be at (yet): show the furthest reachable one there.
  useEffect(() => {
    if (settled && url.step !== null && url.step !== step) url.replace(step === 1 && !floorPushed ? null : step);
  }, [url, step, floorPushed, settled]);

  useEffect(() => {
    const id = setTimeout(() => focusAutofocusTarget(stepRef.current), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(id);
  }, [step, stepRef]);

  const goTo = (target: number) => {
    if (target === step) return;
    clearTimeout(transition.current);
    moves.current += 1;
    setFading(true);
    transition.current = setTimeout(() => {
      url.push(target);
      setFading(false);
    }, STEP_TRANSITION_MS);
  };

  // Step 2 is left once the niches its name could clash with are read: "Siguiente" (or Enter) pressed
  // while they are on their way reads them at once, then moves on unless they refuse the name.
  const fieldsValid = isStepValid(step, values, existing);
  const next = async () => {
    if (busy || fading || checking || step >= WIZARD_STEP_COUNT || !fieldsValid) return;
    if (step === 2 && !named.known) {
      const move = moves.current;
      setChecking(true);
      const niches = await named.readNow().catch(() => []);
      setChecking(false);
      if (move !== moves.current || findNameConflict(niches, values.name, slug)) return;
    }
    setFurthestCompleted((f) => Math.max(f, step));
    goTo(step + 1);
  };
  const canJump = (target: number) => canJumpTo(target, { current: step, furthestCompleted, values, existing });

  return {
    step,
    stepKey: WIZARD_STEPS[step - 1],
    furthestCompleted,
    fading,
    checking,
    fieldsValid,
    stepValid: fieldsValid && (step !== 2 || named.known),
    /** Asked to leave: the user went back past step 1 with data entered. */
    belowFloor: floorPushed && url.step === null,
    next,
    previous: () => {
      if (!busy && step > 1) goTo(step - 1);
    },
    canJump,
    jump: (target: number) => canJump(target) && goTo(target),
    /** A market was chosen: from then on step 1 has its own history entry above the first one. */
    marketChosen: () => {
      if (!floorPushed && url.step === null) {
        url.push(1);
        setFloorPushed(true);
      }
    },
    /** Back to step 1 after the user chose to stay. */
    stay: () => url.push(1),
    /** A kept draft came back: the steps before the URL's were done, and step 1 has its entry. */
    resumed: () => {
      // The address as it is now: while hydrating, `url` still has the server's (no step).
      const at = stepFromSearch(window.location.search);
      if (at === null) return;
      setFurthestCompleted(at - 1);
      setFloorPushed(true);
    },
  };
}
