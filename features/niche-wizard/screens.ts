export { NicheWizard } from "./components/niche-wizard";
