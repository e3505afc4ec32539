import { notifications } from "@mantine/notifications";

/** Confirms a write that worked. */
export function notifySaved(title: string, message?: string): void {
  notifications.show({ color: "teal", title, message: message ?? "" });
}

/** Reports a write that failed, with the reason (the form that sent it keeps its input). */
export function notifyFailed(title: string, reason: unknown): void {
  const message =
    reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "Please try again.";
  notifications.show({ color: "red", title, message, autoClose: 8000 });
}
