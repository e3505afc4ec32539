export { AccountMenu } from "./components/account-menu";
export { AuthProvider } from "./components/auth-provider";
export { OwnerGate } from "./components/owner-gate";
export { SignInPage } from "./components/sign-in-page";
