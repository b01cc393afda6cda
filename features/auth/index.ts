export { fetchCurrentUser } from "./api";
export { currentUserQuery } from "./queries";
