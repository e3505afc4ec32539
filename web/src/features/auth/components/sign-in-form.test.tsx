import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { SignInForm } from "./sign-in-form";

function providerError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe("SignInForm", () => {
  it("signs in with what the owner typed", async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    const { user } = render(<SignInForm signIn={signIn} />);
    await user.type(screen.getByLabelText(/Email/), "owner@folio.test");
    await user.type(screen.getByLabelText(/Password/), "folio-demo-2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(signIn).toHaveBeenCalledWith("owner@folio.test", "folio-demo-2026");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["auth/wrong-password", "That password is not right. Check it and try again."],
    ["auth/invalid-credential", "The email address or password is not right. Check both and try again."],
    ["auth/user-not-found", "There is no studio account with that email address."],
    [
      "auth/too-many-requests",
      "Too many attempts in a row. Sign-in is paused for a few minutes to protect the account; try again shortly.",
    ],
    [
      "auth/network-request-failed",
      "Could not reach the sign-in service. Check your internet connection and try again.",
    ],
  ])("explains %s in a sentence and keeps what was typed", async (code, sentence) => {
    const signIn = vi.fn().mockRejectedValue(providerError(code));
    const { user } = render(<SignInForm signIn={signIn} />);
    await user.type(screen.getByLabelText(/Email/), "owner@folio.test");
    await user.type(screen.getByLabelText(/Password/), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(sentence);
    expect(screen.getByRole("alert")).not.toHaveTextContent("Firebase");
    expect(screen.getByLabelText(/Email/)).toHaveValue("owner@folio.test");
    expect(screen.getByLabelText(/Password/)).toHaveValue("not-the-password");
  });

  it("asks for a proper email before calling the provider", async () => {
    const signIn = vi.fn();
    const { user } = render(<SignInForm signIn={signIn} />);
    await user.type(screen.getByLabelText(/Email/), "owner");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter the email address of the studio account")).toBeInTheDocument();
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
