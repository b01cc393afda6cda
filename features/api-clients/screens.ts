export { ApiClientsScreen } from "./components/api-clients-screen";
