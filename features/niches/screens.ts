export { NicheDetailScreen } from "./components/niche-detail-screen";
export { NicheEditScreen } from "./components/niche-edit-screen";
export { NicheListScreen } from "./components/niche-list-screen";
