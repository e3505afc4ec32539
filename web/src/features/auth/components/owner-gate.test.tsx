import { describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { render, screen } from "@/testing/render";
import { AuthSessionContext, type AuthSession } from "../auth-session";
import { OwnerGate } from "./owner-gate";

vi.mock("../api/sign-out", () => ({ signOut: vi.fn().mockResolvedValue(undefined) }));
vi.mock("../api/refresh-owner-rights", () => ({ refreshOwnerRights: vi.fn().mockResolvedValue(undefined) }));

function renderGate(session: AuthSession) {
  return render(
    <AuthSessionContext value={session}>
      <Routes>
        <Route path="/studio/sign-in" element={<h1>Sign-in page</h1>} />
        <Route
          path="/studio"
          element={
            <OwnerGate>
              <nav aria-label="Studio">Studio tools</nav>
            </OwnerGate>
          }
        />
      </Routes>
    </AuthSessionContext>,
    { route: "/studio" },
  );
}

const user = { uid: "u1", email: "visitor@example.com", displayName: null };

describe("OwnerGate", () => {
  it("shows the tools to the owner", () => {
    renderGate({ status: "signed-in", user, isOwner: true });
    expect(screen.getByRole("navigation", { name: "Studio" })).toBeInTheDocument();
  });

  it("refuses a signed-in account without owner rights, politely and without the tools", async () => {
    const { signOut } = await import("../api/sign-out");
    const { refreshOwnerRights } = await import("../api/refresh-owner-rights");
    const { user: pointer } = renderGate({ status: "signed-in", user, isOwner: false });
    expect(screen.getByRole("heading", { name: "This account cannot open the studio" })).toBeInTheDocument();
    expect(screen.getByText("visitor@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Studio" })).not.toBeInTheDocument();
    expect(screen.queryByText("Studio tools")).not.toBeInTheDocument();
    await pointer.click(screen.getByRole("button", { name: "Check again" }));
    expect(refreshOwnerRights).toHaveBeenCalled();
    await pointer.click(screen.getByRole("button", { name: "Sign out" }));
    expect(signOut).toHaveBeenCalled();
  });

  it("sends a signed-out visitor to the sign-in page", () => {
    renderGate({ status: "signed-out" });
    expect(screen.getByRole("heading", { name: "Sign-in page" })).toBeInTheDocument();
    expect(screen.queryByText("Studio tools")).not.toBeInTheDocument();
  });

  it("waits calmly while the sign-in state is unknown", () => {
    renderGate({ status: "loading" });
    expect(screen.getByText("Checking your sign-in…")).toBeInTheDocument();
    expect(screen.queryByText("Studio tools")).not.toBeInTheDocument();
  });
});
