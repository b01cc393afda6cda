export { AuthCardLayout } from "./components/auth-card-layout";
export { LoginCard } from "./components/login-card";
export { SessionGuard } from "./components/session-guard";
export type { LoginTexts } from "./components/login-form";
