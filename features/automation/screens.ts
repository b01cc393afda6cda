export { AutomationPopover } from "./components/automation-popover";
