export { wizardTemplatesQuery } from "./template-query";
