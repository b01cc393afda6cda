export { createApiKey, deleteApiKey } from "./calls";
export { forceGenerate } from "./force-generate";
