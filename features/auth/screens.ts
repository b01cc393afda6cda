export { AuthCardLayout } from "./components/auth-card-layout";
export { LoginForm } from "./components/login-form";
export type { LoginTexts } from "./components/login-form";
