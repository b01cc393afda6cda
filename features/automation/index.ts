export { fetchAutomationStatus } from "./calls";
export { INITIAL_AUTOMATION_STATE, applyAutomationEvent } from "./automation-reducer";
export type { AutomationState } from "./automation-reducer";
export { getAutomationState, subscribeAutomation } from "./automation-store";
export { useAutomation } from "./hooks";
