export { contentPaths } from "./api";
export { contentVersionsQuery, latestContentQuery } from "./queries";
export { AFFILIATE_LINK_CLASS } from "./components/affiliate-link-class";
