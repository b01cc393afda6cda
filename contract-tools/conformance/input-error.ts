// What the operator asked for cannot be run as it is (the command line, a URL, the credentials):
// said in Spanish before anything is sent, with exit status 2.
export class InputError extends Error {}
