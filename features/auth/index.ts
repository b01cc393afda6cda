export { fetchCurrentUser } from "./current-user";
export { currentUserQuery } from "./queries";
