export { createApiKey, deleteApiKey } from "./api";
export { forceGenerate } from "./force-generate";
