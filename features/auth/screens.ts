export { AuthCardLayout } from "./components/auth-card-layout";
export { LoginCard } from "./components/login-card";
export type { LoginTexts } from "./components/login-form";
