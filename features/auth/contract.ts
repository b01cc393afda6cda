// The sign-in and current-user calls.
import { endpoint, optional, REQUIRED } from "@/lib/contract/endpoint";
import { ignoredAnswerSchema } from "@/lib/contract/answers";
import { CURRENT_USER_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from "@/lib/session/session-paths";
import { loginRequestSchema, loginResponseSchema, userSchema } from "./schemas";

export const authContract = {
  signIn: endpoint("auth.signIn", {
    method: "POST",
    path: SIGN_IN_PATH,
    summary: "Sign-in (OAuth2 password form)",
    body: loginRequestSchema,
    bodyEncoding: "form",
    response: loginResponseSchema,
    public: true,
    need: REQUIRED,
  }),
  currentUser: endpoint("auth.currentUser", {
    method: "GET",
    path: CURRENT_USER_PATH,
    summary: "The signed-in user: the wizard's email, and checking a refused token",
    response: userSchema,
    need: REQUIRED,
  }),
  signOut: endpoint("auth.signOut", {
    method: "POST",
    path: SIGN_OUT_PATH,
    summary: "Ends the calling token",
    response: ignoredAnswerSchema,
    status: 204,
    need: optional("Sign-out only forgets the token in the browser; a copied token stays valid as long as the backend accepts it."),
  }),
} as const;
