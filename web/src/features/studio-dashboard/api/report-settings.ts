import { REPORT_SETTINGS_PATH, reportChoices, type ReportChoices } from "@folio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteField, doc, getDoc, setDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

const REPORT_SETTINGS_KEY = ["settings", "reports"] as const;
const settingsDoc = () => doc(db(), REPORT_SETTINGS_PATH.collection, REPORT_SETTINGS_PATH.id);

/** The owner's email settings (both emails on, the automatic threshold, until changed). */
export async function fetchReportChoices(): Promise<ReportChoices> {
  return reportChoices((await getDoc(settingsDoc())).data());
}

/**
 * Turns the weekly report on or off. A merge: the spike alert's fields stay as they are (the
 * rules accept `weeklyEmail` alone, or with `spikeAlert` and `spikeVisitors`).
 */
export async function saveWeeklyEmail(weeklyEmail: boolean): Promise<void> {
  await setDoc(settingsDoc(), { weeklyEmail }, { merge: true });
}

/** Saves the spike alert's switch and threshold (null: automatic, the field removed). */
export async function saveSpikeAlert(choices: ReportChoices): Promise<void> {
  await setDoc(
    settingsDoc(),
    {
      weeklyEmail: choices.weeklyEmail,
      spikeAlert: choices.spikeAlert,
      spikeVisitors: choices.spikeVisitors ?? deleteField(),
    },
    { merge: true },
  );
}

export function useReportChoices() {
  return useQuery({ queryKey: REPORT_SETTINGS_KEY, queryFn: fetchReportChoices });
}

/** Saves the weekly switch; the query shows the saved value (and keeps the old one on failure). */
export function useSaveWeeklyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyEmail,
    onSuccess: (_, weeklyEmail) =>
      queryClient.setQueryData<ReportChoices>(REPORT_SETTINGS_KEY, (current) =>
        current ? { ...current, weeklyEmail } : current,
      ),
  });
}

/** Saves the spike alert; the query shows the saved choices (and keeps the old ones on failure). */
export function useSaveSpikeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpikeAlert,
    onSuccess: (_, choices) => queryClient.setQueryData(REPORT_SETTINGS_KEY, choices),
  });
}
