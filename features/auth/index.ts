export { fetchCurrentUser } from "./current-user";
