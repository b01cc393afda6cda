// The check cannot go on, or cannot judge the backend, for a reason that is not the backend's
// conformance (it cannot be reached, its certificate is not trusted, the credentials are refused):
// exit status 2, with the reason in Spanish.
export class CouldNotCheck extends Error {}
