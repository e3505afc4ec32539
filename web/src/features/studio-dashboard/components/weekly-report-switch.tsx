import { Switch } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useReportChoices, useSaveWeeklyEmail } from "../api/report-settings";

/** The owner's switch for the weekly report email (Monday 08:00 UTC, last week's figures). */
export function WeeklyReportSwitch() {
  const setting = useReportChoices();
  const save = useSaveWeeklyEmail();
  return (
    <Switch
      label="Weekly email report"
      description="Mondays, 08:00 UTC"
      checked={save.isPending ? save.variables : (setting.data?.weeklyEmail ?? true)}
      disabled={setting.isPending || setting.isError}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onError: () =>
            notifications.show({
              color: "red",
              title: "Could not save",
              message: "The weekly report keeps its setting. Check your connection and try again.",
            }),
        })
      }
    />
  );
}
