import { REPORT_SETTINGS_PATH, weeklyEmailEnabled } from "@folio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { doc, getDoc, setDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

const REPORT_SETTINGS_KEY = ["settings", "reports"] as const;
const settingsDoc = () => doc(db(), REPORT_SETTINGS_PATH.collection, REPORT_SETTINGS_PATH.id);

/** Whether the weekly report is emailed (on unless the owner turned it off). */
export async function fetchWeeklyEmail(): Promise<boolean> {
  return weeklyEmailEnabled((await getDoc(settingsDoc())).data());
}

/** Turns the weekly report on or off (the rules accept exactly `{ weeklyEmail }`). */
export async function saveWeeklyEmail(weeklyEmail: boolean): Promise<void> {
  await setDoc(settingsDoc(), { weeklyEmail });
}

export function useWeeklyEmail() {
  return useQuery({ queryKey: REPORT_SETTINGS_KEY, queryFn: fetchWeeklyEmail });
}

/** Saves the switch; the query shows the saved value (and keeps the old one on failure). */
export function useSaveWeeklyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyEmail,
    onSuccess: (_, weeklyEmail) => queryClient.setQueryData(REPORT_SETTINGS_KEY, weeklyEmail),
  });
}
