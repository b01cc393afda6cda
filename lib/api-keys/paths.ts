// The wrapper service's URLs: the only place they are spelled.
export const API_KEYS_PATH = "/wrapper/auth/api-keys";
export const FORCE_GENERATE_PATH = "/wrapper/api/force-generate";
