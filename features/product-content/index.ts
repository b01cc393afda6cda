export { contentPaths } from "./content-paths";
export { markdownFileName } from "./file-name";
export { contentVersionsQuery, latestContentQuery } from "./queries";
export { parseVersionParam, VERSION_PARAM } from "./version-param";
export { AFFILIATE_LINK_CLASS } from "./components/affiliate-link-class";
