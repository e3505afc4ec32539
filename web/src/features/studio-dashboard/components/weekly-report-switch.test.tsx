import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@/testing/render";
import { WeeklyReportSwitch } from "./weekly-report-switch";

const store = vi.hoisted(() => ({
  data: undefined as Record<string, unknown> | undefined,
  saves: [] as unknown[],
  failNext: false,
}));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  doc: (_db: unknown, name: string, id: string) => ({ path: `${name}/${id}` }),
  getDoc: () => Promise.resolve({ data: () => store.data }),
  setDoc: (ref: { path: string }, data: Record<string, unknown>) => {
    if (store.failNext) {
      store.failNext = false;
      return Promise.reject(new Error("offline"));
    }
    store.saves.push([ref.path, data]);
    store.data = data;
    return Promise.resolve();
  },
}));

describe("WeeklyReportSwitch", () => {
  it("is on until the owner turns it off, and saves exactly { weeklyEmail } to settings/reports", async () => {
    store.data = undefined;
    const { user } = render(<WeeklyReportSwitch />);
    const toggle = await screen.findByRole("switch", { name: /weekly email report/i });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(store.saves).toEqual([["settings/reports", { weeklyEmail: false }]]);
  });

  it("keeps the saved setting when a save fails", async () => {
    store.data = { weeklyEmail: false };
    store.saves = [];
    store.failNext = true;
    const { user } = render(<WeeklyReportSwitch />);
    const toggle = await screen.findByRole("switch", { name: /weekly email report/i });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText("Could not save")).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(store.saves).toEqual([]);
  });
});
